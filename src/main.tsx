import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from './app/app';
import { FgtsDisabledNotice } from './features/fgts-disabled/fgts-disabled-notice';
import { env } from './lib/env';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// env.fgtsDisabled is a build-time constant: the bundler drops whichever branch is not taken.
if (env.fgtsDisabled) {
  root.render(
    <StrictMode>
      <FgtsDisabledNotice />
    </StrictMode>,
  );
} else {
  void startApp(root);
}
