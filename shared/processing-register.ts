import type { TableName } from './tables';

/**
 * The register of processing activities (AVG/GDPR art. 30), per table of shared/tables.ts: who the
 * data is about, what it is, why it is kept, on which legal basis, how long, who receives it and how
 * it is protected. The admin page and its PDF are built from these texts and the table definitions
 * (functions/services/privacy/processing-register.ts); tests/unit/processing-register.test.ts fails
 * when a table has none, so a new table cannot go unregistered.
 */
export type ProcessingText = {
  dataSubjects: string;
  dataCategories: string;
  purpose: string;
  legalBasis: string;
  retention: string;
  /** Who receives it besides the association's own staff; AWS as processor is added for every table. */
  recipients: string;
  security: string;
};

/** What every table shares: where it lives and how it is protected at rest and in transit. */
export const PROCESSING_COMMON = {
  controller: 'De vereniging die het portaal gebruikt (verwerkingsverantwoordelijke).',
  processor:
    'Amazon Web Services EMEA SARL als verwerker (DynamoDB, S3, SES, Lambda), onder de AWS-verwerkersovereenkomst (DPA)',
  security:
    'Versleuteld bij opslag (AWS-beheerde sleutels) en onderweg (TLS); toegang per route beperkt tot de tabellen die ze nodig heeft; point-in-time recovery; rechten per rol (spec §6).',
} as const;

const STAFF = 'medewerkers van de vereniging volgens hun rol';

export const PROCESSING_REGISTER = {
  users: {
    dataSubjects: 'Vrijwilligers, huiswerkbegeleiders, coördinatoren en bestuursleden (gebruikers).',
    dataCategories:
      'Naam, gebruikersnaam, e-mail, telefoon, adres, rol en type, vaardigheden, diploma, IBAN, rijksregisternummer (versleuteld, uit te schakelen), wachtwoordhash, tweede factor.',
    purpose:
      'Toegang tot het portaal, inzet van vrijwilligers, onkostenvergoeding en vrijwilligersadministratie.',
    legalBasis:
      'Uitvoering van de vrijwilligersovereenkomst (art. 6.1.b); wettelijke verplichting voor de vrijwilligersvergoeding (art. 6.1.c).',
    retention: 'Zolang iemand vrijwilliger is; daarna verwijderd op verzoek of volgens de bewaarregel.',
    recipients: STAFF,
    security:
      'Rijksregisternummer en SMTP-wachtwoord versleuteld per veld; wachtwoorden als argon2id/scrypt-hash.',
  },
  sessions: {
    dataSubjects: 'Gebruikers.',
    dataCategories:
      'Sessies, uitnodigings- en resetlinks (alleen als SHA-256-hash), tellers tegen misbruik per adres.',
    purpose: 'Aanmelden en het portaal beveiligen.',
    legalBasis: 'Gerechtvaardigd belang: beveiliging (art. 6.1.f).',
    retention: 'Tot het verlopen van de sessie of link (maximaal 90 dagen), via TTL.',
    recipients: 'Niemand.',
    security: 'Tokens alleen gehasht bewaard; HttpOnly-cookie.',
  },
  idempotency: {
    dataSubjects: 'Gebruikers en gezinnen die iets aanmaken.',
    dataCategories: 'Het antwoord op een recente aanmaak (kan persoonsgegevens bevatten).',
    purpose: 'Een herhaalde aanvraag (dubbelklik, netwerkfout) niet twee keer uitvoeren.',
    legalBasis: 'Gerechtvaardigd belang: juiste gegevens (art. 6.1.f).',
    retention: 'Enkele uren, via TTL.',
    recipients: 'Niemand.',
    security: 'Alleen de routes die iets aanmaken mogen de tabel schrijven.',
  },
  families: {
    dataSubjects: 'Kinderen (minderjarigen) in begeleiding en hun ouders of voogden.',
    dataCategories:
      'Naam ouder en kind, leeftijd, school en leerjaar, contactgegevens, thuissituatie, externe hulpverlening, notities over het kind, toestemming (versie privacyverklaring, foto’s).',
    purpose: 'Huiswerkbegeleiding organiseren en een passende vrijwilliger koppelen.',
    legalBasis:
      'Toestemming van de ouder of voogd met ouderlijk gezag (art. 6.1.a en art. 8), vastgelegd met de versie van de privacyverklaring.',
    retention: 'Tot 2 jaar na het einde van de begeleiding (status afgerond).',
    recipients: 'Coördinatoren en de vrijwilliger aan wie het gezin is toegewezen.',
    security:
      'Notities nooit gelogd of doorzoekbaar; elke inzage van een gezin wordt vastgelegd (inzagegeschiedenis).',
  },
  declarations: {
    dataSubjects: 'Vrijwilligers die onkosten indienen.',
    dataCategories: 'Bedragen, kilometers, omschrijving, datum, bonnetjes, status en beoordelaar.',
    purpose: 'Onkosten en vrijwilligersvergoedingen terugbetalen.',
    legalBasis: 'Uitvoering van de overeenkomst (art. 6.1.b) en wettelijke boekhoudplicht (art. 6.1.c).',
    retention: 'De wettelijke bewaartermijn van boekhoudkundige stukken (standaard 10 jaar).',
    recipients: `${STAFF}; de boekhouder.`,
    security: 'Vier ogen: niemand keurt een eigen declaratie goed.',
  },
  mail: {
    dataSubjects: 'Gebruikers en gezinnen die e-mail ontvangen.',
    dataCategories: 'E-mailsjablonen en het verzendlog (ontvanger, onderwerp, status).',
    purpose: 'E-mail versturen en aantonen wat verstuurd is.',
    legalBasis: 'Gerechtvaardigd belang: communicatie met leden en gezinnen (art. 6.1.f).',
    retention: 'Verzendlog 1 jaar, via TTL.',
    recipients: 'Amazon SES of de ingestelde SMTP-relay voor de verzending.',
    security: 'Inhoud van berichten niet in logs.',
  },
  calendar: {
    dataSubjects: 'Gebruikers.',
    dataCategories: 'Agenda’s, afspraken, deelrechten en geheime feedadressen (gehasht).',
    purpose: 'Begeleidingsmomenten en activiteiten plannen.',
    legalBasis: 'Gerechtvaardigd belang: organisatie van de werking (art. 6.1.f).',
    retention: 'Zolang de agenda bestaat.',
    recipients: 'Wie de agenda gedeeld krijgt.',
    security: 'Zichtbaarheid per agenda op de server gefilterd.',
  },
  news: {
    dataSubjects: 'Gebruikers.',
    dataCategories: 'Nieuwsberichten, doelgroep en wie wat gelezen heeft.',
    purpose: 'Interne communicatie.',
    legalBasis: 'Gerechtvaardigd belang (art. 6.1.f).',
    retention: 'Berichten zolang nuttig; leesmarkeringen 1 jaar.',
    recipients: STAFF,
    security: 'Doelgroep per rol op de server gefilterd.',
  },
  documents: {
    dataSubjects: 'Gebruikers en wie in documenten vermeld staat.',
    dataCategories: 'Mappen, documenten en geüploade bestanden (bonnetjes, bijlagen).',
    purpose: 'Documenten van de vereniging delen en bonnetjes bewaren.',
    legalBasis: 'Gerechtvaardigd belang (art. 6.1.f); voor bonnetjes de boekhoudplicht (art. 6.1.c).',
    retention: 'Zolang het document nodig is; bonnetjes met hun declaratie.',
    recipients: 'Volgens de toegangsniveaus van de map.',
    security: 'Private S3-buckets; downloads via kortlevende ondertekende links; bestandstype gecontroleerd.',
  },
  signatures: {
    dataSubjects: 'Ondertekenaars.',
    dataCategories: 'Ondertekende documenten, naam van de ondertekenaar, tijdstip, hashes.',
    purpose: 'Documenten elektronisch ondertekenen en de handtekening kunnen aantonen.',
    legalBasis: 'Uitvoering van overeenkomsten (art. 6.1.b); gerechtvaardigd belang (art. 6.1.f).',
    retention: 'Zolang het ondertekende document bewaard moet worden.',
    recipients: 'Wie het verificatieadres van het document kent.',
    security: 'PAdES-zegel met het certificaat van de vereniging.',
  },
  accounting: {
    dataSubjects: 'Vrijwilligers en derden in boekingen.',
    dataCategories: 'Transacties, bankrekeningen (IBAN), begunstigden en bedragen.',
    purpose: 'De boekhouding van de vereniging.',
    legalBasis: 'Wettelijke verplichting: boekhouding (art. 6.1.c).',
    retention: 'De wettelijke bewaartermijn van boekhoudkundige stukken (standaard 10 jaar).',
    recipients: `${STAFF}; de boekhouder en de overheid bij controle.`,
    security: 'Vier ogen bij goedkeuring; auditlog van elke wijziging.',
  },
  sessionlogs: {
    dataSubjects: 'Kinderen in begeleiding en vrijwilligers.',
    dataCategories: 'Begeleidingsmomenten: datum, duur, onderwerpen, verslag.',
    purpose: 'De begeleiding opvolgen en het impactverslag maken.',
    legalBasis: 'Toestemming van de ouder of voogd (art. 6.1.a), zoals bij het gezin.',
    retention: 'Met het gezin: tot 2 jaar na het einde van de begeleiding.',
    recipients: 'Coördinatoren en de begeleidende vrijwilliger.',
    security: 'Alleen zichtbaar voor wie het gezin mag zien.',
  },
  settings: {
    dataSubjects: 'Geen (instellingen), behalve wie een instelling wijzigde.',
    dataCategories: 'Instellingen van de vereniging, externe links, de privacyverklaring.',
    purpose: 'Het portaal inrichten.',
    legalBasis: 'Gerechtvaardigd belang (art. 6.1.f).',
    retention: 'Zolang het portaal gebruikt wordt.',
    recipients: 'Niemand.',
    security: 'Alleen administrators wijzigen instellingen; geheimen versleuteld.',
  },
  statistics: {
    dataSubjects: 'Geen: alleen tellingen.',
    dataCategories: 'Aantallen per status en per maand.',
    purpose: 'Het dashboard en het impactverslag.',
    legalBasis: 'Gerechtvaardigd belang (art. 6.1.f).',
    retention: 'Zolang het portaal gebruikt wordt.',
    recipients: STAFF,
    security: 'Bevat geen persoonsgegevens.',
  },
  notifications: {
    dataSubjects: 'Gebruikers.',
    dataCategories: 'Meldingen in de bel (titel, link, gelezen).',
    purpose: 'Gebruikers wijzen op wat hun aandacht vraagt.',
    legalBasis: 'Gerechtvaardigd belang (art. 6.1.f).',
    retention: '1 jaar, via TTL.',
    recipients: 'De ontvanger zelf.',
    security: 'Meldingen noemen nooit notities over een kind.',
  },
  activity: {
    dataSubjects: 'Gebruikers en gezinnen (bij naam van de ouder).',
    dataCategories: 'Activiteitenlog: wie wat deed, in één zin.',
    purpose: 'Overzicht van recente activiteit voor het bestuur.',
    legalBasis: 'Gerechtvaardigd belang (art. 6.1.f).',
    retention: 'Beperkt via TTL.',
    recipients: 'Bestuur en coördinatoren.',
    security: 'Geen notities over kinderen.',
  },
  audit: {
    dataSubjects: 'Gebruikers; gezinnen en gebruikers waarvan iemand de gegevens inkeek.',
    dataCategories:
      'Auditlog (wie wijzigde wat, geheimen alleen bij naam) en inzagegeschiedenis (wie, wanneer, welke velden; nooit de gegevens zelf).',
    purpose: 'Verantwoording: aantonen wie gegevens wijzigde of inkeek.',
    legalBasis:
      'Wettelijke verplichting tot beveiliging en verantwoording (art. 5.2 en 32) en gerechtvaardigd belang.',
    retention: '2 jaar (731 dagen), via TTL.',
    recipients: 'Administrators.',
    security: 'Alleen toevoegen: geen rol kan regels wijzigen of wissen.',
  },
  backups: {
    dataSubjects: 'Iedereen in de back-up.',
    dataCategories: 'Back-up- en hersteltaken met hun bestand (alle gegevens van het portaal).',
    purpose: 'Gegevens kunnen herstellen na een fout of incident.',
    legalBasis: 'Wettelijke verplichting tot beveiliging (art. 32).',
    retention: '30 dagen, via TTL (ook de bestanden).',
    recipients: 'Administrators.',
    security: 'Optioneel versleuteld bestand; private bucket.',
  },
} as const satisfies Record<TableName, ProcessingText>;
