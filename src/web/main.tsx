import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

function App() {
  return (
    <main className="grid min-h-dvh place-items-center text-stone-100">
      <div className="text-center">
        <h1 className="text-3xl font-bold">Tinta</h1>
        <p className="text-stone-400">Sistema de Gestão</p>
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
