type PromoPanelProps = { organizationName: string };

/** The left half of the sign-in screen on large screens. */
export function PromoPanel({ organizationName }: PromoPanelProps) {
  return (
    <aside className="login-promo" aria-label="Over het portaal">
      <div className="login-promo__brand">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <span>{organizationName}</span>
      </div>
      <div className="login-promo__body">
        <h2 className="login-promo__title">Samen sterk voor elk kind</h2>
        <p className="login-promo__tagline">
          Onze vrijwilligers bieden kinderen en jongeren hulp bij huiswerk en studie, en staan gezinnen bij
          waar het nodig is.
        </p>
        <ul className="login-promo__points">
          <li>Huiswerkbegeleiding op maat</li>
          <li>Een warm team van vrijwilligers</li>
          <li>Gezinsbegeleiding dicht bij huis</li>
        </ul>
      </div>
      <figure className="login-promo__quote">
        <blockquote>
          “Onderwijs is het krachtigste wapen dat u kunt gebruiken om de wereld te veranderen.”
        </blockquote>
        <figcaption>— Nelson Mandela</figcaption>
      </figure>
    </aside>
  );
}
