import '@cloudscape-design/global-styles/index.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ApiQueryProvider } from './api/query';
import { applyTheme, storedTheme } from './app/preferences/theme';
import { router } from './app/router';
import { i18n, i18nReady } from './i18n/i18n-react';

// Before the first paint, so a dark-theme user never sees a light flash.
applyTheme(storedTheme());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The active language's texts are a chunk of their own (fetched with the entry's imports): render once they are in.
// A failed fetch still renders (the keys show) rather than a blank page.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ApiQueryProvider>
            <RouterProvider router={router} />
          </ApiQueryProvider>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
