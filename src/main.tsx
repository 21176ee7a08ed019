import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startApp } from './app/app';
import { FgtsDisabledNotice } from './features/fgts-disabled/fgts-disabled-notice';
import { AppFontAfterFirstPaint } from './app/app-font';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// A build-time constant (spec section 1's build flag): the bundler drops whichever branch is not
// taken. Read directly, not through lib/env's object, so the minifier can see it is constant.
if (import.meta.env.VITE_FGTS_DISABLED === 'true') {
  root.render(
    <StrictMode>
      <FgtsDisabledNotice />
      <AppFontAfterFirstPaint />
    </StrictMode>,
  );
} else {
  void startApp(root);
}
