import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { PrivacyProvider } from './lib/privacy';
import { queryClient } from './lib/query-client';
import { Toaster } from './lib/toast';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PrivacyProvider>
        <App />
        <Toaster />
      </PrivacyProvider>
    </QueryClientProvider>
  </StrictMode>,
);
