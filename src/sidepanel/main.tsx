import { render } from 'preact';
import { App } from './app';
import './sidepanel.css';

render(<App />, document.getElementById('app')!);
