import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
// sonner's styles as a file: the style CSP allows no inline <style> without this page's nonce
import 'sonner/dist/styles.css';
import './styles.css';

// The server puts this page's style nonce in a meta tag; libraries that add a <style> at run time
// (Radix's scroll lock) take it from get-nonce, so the style CSP needs no 'unsafe-inline'.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && !nonce.startsWith('%')) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );

// The first render has the page's module (preloaded by the HTML), so it never suspends. A page of
// the layout arrives with its top bar already in the HTML (docs/decisions.md S45): let the browser
// paint it before React's first render takes the main thread, then render (which replaces it).
const start = () => (root.firstElementChild ? requestAnimationFrame(() => setTimeout(render, 0)) : render());
preloadPage(window.location.pathname).then(start, start);
