import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RegistrationPage } from './pages/registration-page';

/** Entry of registration.html: the public signup form alone, without the staff app around it. */
const container = document.getElementById('root');
if (!container) throw new Error('registration.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RegistrationPage />
  </StrictMode>,
);
