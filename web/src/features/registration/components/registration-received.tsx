import { familyMessages } from '../../../../../shared/messages/families';

type RegistrationReceivedProps = { isEmbedded: boolean; onAnother: () => void };

/** The confirmation of spec §2; the embedded form promises contact by a volunteer within 5 working days. */
export function RegistrationReceived({ isEmbedded, onAnother }: RegistrationReceivedProps) {
  return (
    <section className="reg-received" role="status" aria-labelledby="reg-received-title">
      <svg className="reg-received__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden>
        <circle cx="24" cy="24" r="22" />
        <path d="M14 24.5l6.5 6.5L34 17.5" />
      </svg>
      <h2 id="reg-received-title" className="reg-received__title">
        {familyMessages.publicSignup.receivedTitle}
      </h2>
      <p className="reg-received__text">
        {isEmbedded ? familyMessages.publicSignup.receivedEmbedded : familyMessages.publicSignup.received}
      </p>
      <button type="button" className="reg-link-button" onClick={onAnother}>
        Nog een kind aanmelden
      </button>
    </section>
  );
}
