/**
 * The column names banks give each role in their CSV exports, in English, German, Dutch, French,
 * Spanish, Portuguese, Afrikaans, Czech, Hungarian and Finnish, compared as `headerKey` writes them (lower
 * case, no accents, no spaces or punctuation, no bracketed note: "Betrag (EUR)" is "betrag").
 * docs/import-formats.md lists them; this file is their one owner.
 */
export const HEADER_NAMES = {
  date: [
    'date',
    'transactiondate',
    'postingdate',
    'posteddate',
    'postdate',
    'bookingdate',
    'bookeddate',
    'transdate',
    'txndate',
    'tranDate',
    'processed',
    'processeddate',
    'entrydate',
    'datetime',
    'completeddate',
    'settleddate',
    'bookedat',
    'startedDate',
    'buchungstag',
    'buchungsdatum',
    'buchung',
    'datum',
    'boekdatum',
    'transactiedatum',
    'boekingsdatum',
    'dateoperation',
    'datedeloperation',
    'datecomptable',
    'datecompta',
    'dateop',
    'fecha',
    'fechaoperacion',
    'foperacion',
    'fechacontable',
    'fechamovimiento',
    'data',
    'datalancamento',
    'datamovimento',
    'datamov',
    'dataoperacao',
    'dataoper',
    'transaksiedatum',
    'datumzauctovani',
    'datumprovedeni',
    'datumpohybu',
    'konyvelesdatuma',
    'konyvelesnapja',
    'kirjauspaiva',
    'maksupaiva',
    'datum',
  ],
  valueDate: [
    'valuedate',
    'valutadate',
    'valuta',
    'valutadatum',
    'wertstellung',
    'wertstellungsdatum',
    'rentedatum',
    'datevaleur',
    'datedevaleur',
    'fechavalor',
    'fvalor',
    'datavalor',
    'datavaluta',
    'datumvaluty',
    'erteknap',
    'arvopaiva',
    'effectivedate',
    'wert',
    'dateval',
  ],
  payee: [
    'payee',
    'name',
    'merchant',
    'counterparty',
    'counterpartyname',
    'beneficiary',
    'payeename',
    'description2',
    'beguenstigterzahlungspflichtiger',
    'begunstigterzahlungspflichtiger',
    'auftraggeberbeguenstigter',
    'auftraggeberbegunstigter',
    'auftraggeberempfanger',
    'empfanger',
    'zahlungsempfanger',
    'auftraggeber',
    'naamomschrijving',
    'naam',
    'tegenpartij',
    'naamtegenpartij',
    'beneficiaire',
    'tiers',
    'beneficiario',
    'ordenante',
    'favorecido',
    'nazevprotiuctu',
    'protiucet',
    'partnerneve',
    'partner',
    'partnername',
    'payer',
    'payername',
    'recipient',
    'recipientname',
    'merchantname',
    'debtorname',
    'creditorname',
    'begunstigter',
    'zahlungspflichtiger',
    'zahlungspflichtige',
    'zahlungsempfangerin',
    'empfangerin',
    'tegenrekeninghouder',
    'contrepartie',
    'nomdutiers',
    'contraparte',
    'nomecontraparte',
    'nimi',
    'saajamaksaja',
  ],
  description: [
    'description',
    'transactiondescription',
    'details',
    'transactiondetails',
    'narrative',
    'particulars',
    'transactionnarration',
    'narration',
    'remarks',
    'beskrywing',
    'besonderhede',
    'omschrijving',
    'libelle',
    'libelleoperation',
    'libellesimplifie',
    'detail',
    'concepto',
    'descripcion',
    'movimiento',
    'descricao',
    'descritivo',
    'historico',
    'detalhes',
    'popis',
    'popistransakce',
    'megnevezes',
    'tranzakcioleirasa',
    'text',
    'beschreibung',
    'buchungsdetails',
    'avisierungstext',
    'otsikko',
    'tapahtuma',
  ],
  /** What kind of transaction it is (Sale, Payment, Lastschrift): the description only when nothing else is. */
  kind: [
    'type',
    'transactiontype',
    'transtype',
    'umsatzart',
    'buchungstext',
    'bookingtext',
    'tipo',
    'typ',
    'tipomovimiento',
    'mutatiesoort',
    'soortmutatie',
    'category',
    'kategorie',
    'categorie',
    'categoria',
    'vorgang',
    'subcategory',
    'subcategoria',
    'betaalwijze',
    'systemovypopis',
  ],
  memo: [
    'memo',
    'reference',
    'notes',
    'note',
    'message',
    'purpose',
    'verwendungszweck',
    'mededelingen',
    'mededeling',
    'informationcomplementaire',
    'observaciones',
    'concepto2',
    'comentario',
    'poznamka',
    'zpravaproprijemce',
    'kozlemeny',
    'viesti',
    'additionalinformation',
    'remittanceinformation',
    'chequenumber',
  ],
  amount: [
    'amount',
    'value',
    'transactionamount',
    'amt',
    'sum',
    'betrag',
    'umsatz',
    'bedrag',
    'montant',
    'importe',
    'cantidad',
    'valor',
    'montante',
    'quantia',
    'castka',
    'objem',
    'osszeg',
    'amountincad',
    'amountinr',
    'maara',
    'maaraeuroa',
    'summa',
    'creditdebitamount',
    'debitcreditamount',
  ],
  debit: [
    'debit',
    'debits',
    'debitamount',
    'moneyout',
    'withdrawal',
    'withdrawals',
    'withdrawalamount',
    'withdrawalamt',
    'paidout',
    'out',
    'spent',
    'charges',
    'soll',
    'ausgang',
    'belastung',
    'lastschrift',
    'debet',
    'afschrijving',
    'debitbedrag',
    'cargo',
    'cargos',
    'debe',
    'debito',
    'saida',
    'saidas',
    'debiet',
    'vydaj',
    'terheles',
    'terhelesek',
  ],
  credit: [
    'credit',
    'credits',
    'creditamount',
    'moneyin',
    'deposit',
    'deposits',
    'depositamount',
    'depositamt',
    'paidin',
    'in',
    'received',
    'haben',
    'eingang',
    'gutschrift',
    'bijschrijving',
    'creditbedrag',
    'abono',
    'abonos',
    'haber',
    'ingreso',
    'ingresos',
    'credito',
    'entrada',
    'entradas',
    'krediet',
    'prijem',
    'jovairas',
    'jovairasok',
  ],
  flag: [
    'debitcredit',
    'creditdebit',
    'dc',
    'cd',
    'drcr',
    'crdr',
    'afbij',
    'bijaf',
    'sollhaben',
    'sh',
    'io',
    'inout',
    'direction',
    'sign',
    'signo',
    'indicator',
    'creditdebitindicator',
    'debitcreditindicator',
    'dk',
    'debitocredito',
    'richting',
    'creditdebet',
    'debetcredit',
  ],
  currency: [
    'currency',
    'ccy',
    'currencycode',
    'wahrung',
    'waehrung',
    'munt',
    'devise',
    'moneda',
    'divisa',
    'moeda',
    'mena',
    'penznem',
    'valuutta',
    'valuta',
  ],
  balance: [
    'balance',
    'runningbalance',
    'runningbal',
    'balanceafter',
    'availablebalance',
    'saldo',
    'kontostand',
    'saldonachbuchung',
    'saldoachteraf',
    'solde',
    'saldodisponible',
    'saldocontable',
    'saldoatual',
    'zustatek',
    'egyenleg',
    'closingbalance',
    'ledgerbalance',
  ],
  reference: [
    'ref',
    'referenceno',
    'refno',
    'chqrefno',
    'chequeno',
    'transactionid',
    'transactionreference',
    'fitid',
    'id',
    'referenz',
    'kundenreferenz',
    'mandatsreferenz',
    'kenmerk',
    'referentie',
    'betalingskenmerk',
    'reference2',
    'referencia',
    'referencia2',
    'numerodocumento',
    'numdoc',
    'documento',
    'variabilnisymbol',
    'vs',
    'viitenumero',
    'identifikace',
    'number',
    'checknumber',
    'checkno',
    'serial',
  ],
  /** The part of a collective booking (UBS Einzelbetrag): a row with only this amount details the booking above it. */
  detail: ['einzelbetrag'],
  accountCode: ['accountcode', 'financialaccountcode', 'code', 'account', 'glcode', 'glaccount', 'ledgeraccount'],
} as const;

export type HeaderRole = keyof typeof HEADER_NAMES;

/** Date names that say the bank booked (posted) the row then: preferred over a transaction or value date. */
export const BOOKING_DATE_KEYS: ReadonlySet<string> = new Set([
  'postingdate',
  'posteddate',
  'postdate',
  'bookingdate',
  'bookeddate',
  'buchungstag',
  'buchungsdatum',
  'boekdatum',
  'boekingsdatum',
  'datecomptable',
  'fechacontable',
  'datalancamento',
  'completeddate',
  'settleddate',
  'bookedat',
  'datumzauctovani',
  'konyvelesdatuma',
  'kirjauspaiva',
]);

/**
 * Columns only a card account's export has (the card member, the card's number, the text the card
 * statement shows): with amounts whose signs read like a card's, they say purchases are positive.
 */
export const CARD_HEADER_KEYS: ReadonlySet<string> = new Set([
  'cardmember',
  'cardmembername',
  'cardnumber',
  'cardno',
  'cardholder',
  'cardholdername',
  'appearsonyourstatementas',
  'kartennummer',
  'karteninhaber',
  'numerodocartao',
  'titulardocartao',
  'numerodecarte',
  'numerodetarjeta',
]);

/** "Betrag (EUR)" → "betrag", "Naam / Omschrijving" → "naamomschrijving", "Débit" → "debit". */
export function headerKey(name: string): string {
  return name
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const ROLE_BY_KEY: ReadonlyMap<string, HeaderRole> = (() => {
  const map = new Map<string, HeaderRole>();
  for (const [role, names] of Object.entries(HEADER_NAMES) as [HeaderRole, readonly string[]][]) {
    for (const name of names) {
      const key = headerKey(name);
      // Listed first wins: 'datum' is a booking date before it is anything else.
      if (!map.has(key)) map.set(key, role);
    }
  }
  return map;
})();

/** The role of a whole key: as listed, without a number after it ("Description 2"), or without a currency after it. */
function roleOfKey(key: string): HeaderRole | undefined {
  const exact = ROLE_BY_KEY.get(key) ?? ROLE_BY_KEY.get(key.replace(/\d+$/, ''));
  if (exact) return exact;
  // "Amount (CAD)" and "Betrag in EUR" carry a currency after the name.
  const withoutCurrency = key.replace(/(?:in)?(?:euros?|eur|usd|gbp|zar|cad|inr|chf|czk|huf|aud|brl)$/, '');
  return withoutCurrency !== key && withoutCurrency !== '' ? ROLE_BY_KEY.get(withoutCurrency) : undefined;
}

/** The text roles, the one a description joins first leading: a name of two of them takes the first. */
const TEXT_ROLES: readonly HeaderRole[] = ['payee', 'description', 'memo', 'kind'];

/**
 * Words that say a column holds no description even beside a description word: "Partner IBAN",
 * "Extended Details" (Amex: the merchant's address again), "Zip Code", "Originální částka".
 */
const NOT_TEXT_WORDS: ReadonlySet<string> = new Set([
  'iban',
  'bic',
  'swift',
  'blz',
  'konto',
  'kontonummer',
  'kontonr',
  'rekening',
  'ucet',
  'cislo',
  'nr',
  'no',
  'number',
  'num',
  'numero',
  'id',
  'extended',
  'address',
  'adresse',
  'city',
  'state',
  'zip',
  'country',
  'rate',
  'kurs',
  'kurz',
  'original',
  'originalni',
  'oorspr',
  'fee',
  'fees',
  'bank',
  'banky',
  'kod',
]);

/**
 * The role a header name gives its column, if it is one we know: the whole name, else names joined
 * by a slash that agree ("Begünstigter / Auftraggeber", "Vorgang/Verwendungszweck"), else a text
 * role's word among the name's words ("Popis příkazce", "Systémový popis") when no word names a
 * number, an account or money. Only descriptions are found from a word: a date or an amount needs
 * its whole name.
 */
export function roleOfHeader(name: string): HeaderRole | undefined {
  const key = headerKey(name);
  if (key === '') return undefined;
  const whole = roleOfKey(key);
  if (whole) return whole;
  const parts = name
    .split('/')
    .map(headerKey)
    .filter((part) => part !== '');
  if (parts.length > 1) {
    const roles = parts.map(roleOfKey);
    if (roles.every((role) => role !== undefined)) {
      if (roles.every((role) => role === roles[0])) return roles[0];
      if (roles.every((role) => TEXT_ROLES.includes(role))) return TEXT_ROLES.find((role) => roles.includes(role));
      return undefined;
    }
  }
  const words = name
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .map(headerKey)
    .filter((word) => word !== '');
  if (words.length < 2 || words.some((word) => NOT_TEXT_WORDS.has(word))) return undefined;
  const roles = words.map((word) => ROLE_BY_KEY.get(word));
  if (roles.some((role) => role !== undefined && !TEXT_ROLES.includes(role))) return undefined;
  return TEXT_ROLES.find((role) => roles.includes(role));
}
