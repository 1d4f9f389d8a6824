import { render } from "preact"; render(<main><h1>Sidelight</h1></main>, document.getElementById("app")!);
