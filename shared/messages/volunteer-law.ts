/** Belgian volunteer law (issue 31): figures, regime, ceilings. Formal "u". */
export const volunteerLawMessages = {
  volunteerLaw: {
    regimeLabels: { real: 'Reële kostenvergoeding', flat: 'Forfaitaire kostenvergoeding' },
    vehicleLabels: { car: 'Auto', bicycle: 'Fiets' },
    figuresInvalid:
      'De bedragen van de vrijwilligerswet zijn ongeldig: geef per jaar een dag- en jaarplafond en per periode een plafond voor auto en fiets op.',
    figuresDuplicateYear: (year: number) => `Het jaar ${year} staat meer dan eens in de lijst.`,
    figuresOverlap: 'De perioden van de kilometerplafonds mogen elkaar niet overlappen.',
    yearMissing: (year: number, used: number) =>
      `Voor ${year} zijn nog geen plafonds van de vrijwilligerswet ingesteld; de bedragen van ${used} worden gebruikt.`,
    capMissing: (day: string, usedFrom: string) =>
      `Voor ${day} is geen plafond voor de kilometervergoeding ingesteld; het laatst gekende (vanaf ${usedFrom}) wordt gebruikt.`,
    regimeLocked: (year: number) =>
      `Het regime voor ${year} kan niet meer worden gewijzigd: er is al een forfaitaire vergoeding van dat jaar goedgekeurd.`,
    regimeChanged: 'Regime opgeslagen',
    otherAmountInvalid: 'Geef het bedrag van andere organisaties op als een bedrag in euro (0 of meer).',
    allowanceNeedsFlat:
      'Een forfaitaire vergoeding kan alleen wie dit jaar het forfaitaire regime heeft. Declareer uw werkelijke kosten.',
    realNeedsReal:
      'Dit jaar heeft u het forfaitaire regime: declareer een forfaitaire vergoeding per dag (met eventueel vervoerskilometers), geen onkosten of losse kilometers.',
    allowanceAboveDay: (ceiling: string) =>
      `Een forfaitaire vergoeding is hoogstens het dagplafond van ${ceiling}.`,
    transportTooFar: (limit: number) =>
      `Vervoerskosten bovenop een forfait gelden voor hoogstens ${limit} km per jaar.`,
    overDay: (ceiling: string, over: string) =>
      `Deze goedkeuring gaat ${over} over het dagplafond van ${ceiling}.`,
    overYear: (ceiling: string, over: string) =>
      `Deze goedkeuring gaat ${over} over het jaarplafond van ${ceiling} (alle organisaties samen).`,
    overKm: (limit: number, over: string) =>
      `Deze goedkeuring gaat ${over} km over de ${limit} km vervoerskosten per jaar.`,
    regimeMismatch:
      'Deze declaratie past niet bij het regime van de vrijwilliger voor dat jaar; pas het regime of de declaratie aan.',
    ceilingRace:
      'Een andere goedkeuring voor deze vrijwilliger ging net voor. Bekijk de nieuwe totalen en probeer het opnieuw.',
    withinCeilingOnlyAdmin: 'Alleen een administrator kan het deel binnen het plafond goedkeuren.',
    nothingWithinCeiling: 'Er blijft binnen het plafond niets over om goed te keuren.',
    partlyApproved: (approved: string, claimed: string) =>
      `Goedgekeurd binnen het plafond van de vrijwilligerswet: ${approved} van de gevraagde ${claimed}.`,
    /** The admin's button in the review when an approval would pass a ceiling. */
    approveWithinCeiling: (amount: string) => `Deel binnen het plafond goedkeuren (${amount})`,
    withinCeilingOnlyAdminHint: (amount: string) =>
      `Binnen het plafond past nog ${amount}; alleen een administrator kan dat deel goedkeuren.`,
    withinCeilingAdminHint: (amount: string, claimed: string) =>
      `Binnen het plafond past nog ${amount} van de gevraagde ${claimed}. U kunt dat deel goedkeuren; de declaratie wordt dan verlaagd en de vrijwilliger krijgt bericht.`,
    overCeilingRefusal: 'Deze goedkeuring gaat over een plafond van de vrijwilligerswet (zie hierboven).',
    claimedLabel: 'Gevraagd',
    /** The allowance form's days of activity (days with a logged guidance session). */
    activityDayLabel: 'Dag van activiteit',
    activityDayPlaceholder: 'Kies een dag met een begeleidingssessie',
    activityDayHint: 'De dagen waarop u een begeleidingssessie logde; een gekozen dag wordt de datum.',
    noActivityDays: (year: number) => `Geen begeleidingssessies gelogd in ${year}.`,
    dayClaimLabels: { approved: 'al vergoed', pending: 'al gedeclareerd' },
    reviewTitle: 'Vrijwilligerswet',
  },
} as const;
