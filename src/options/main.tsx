import { render } from "preact"; render(<main><h1>Sidelight settings</h1></main>, document.getElementById("app")!);
