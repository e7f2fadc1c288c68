/**
 * The reference app's entry: the router, the hooks' providers over the sdk client on the page's
 * own origin (the server serves both, so the session cookie stays first-party), then the routes.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { App } from './app/App';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// The first render is a transition: React renders it in slices of a few milliseconds and keeps
// the main thread free between them, instead of one long task while the page boots.
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
