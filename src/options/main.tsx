import { render } from 'preact';
import { OptionsApp } from './options-app';
import './options.css';

render(<OptionsApp />, document.getElementById('app')!);
