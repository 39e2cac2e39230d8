/**
 * The column names banks give each role in their CSV exports, in English, German, Dutch, French,
 * Spanish, Portuguese, Afrikaans, Czech and Hungarian, compared as `headerKey` writes them (lower
 * case, no accents, no spaces or punctuation, no bracketed note: "Betrag (EUR)" is "betrag").
 * docs/import-formats.md lists them; this file is their one owner.
 */
export const HEADER_NAMES = {
  date: [
    'date', 'transactiondate', 'postingdate', 'posteddate', 'postdate', 'bookingdate', 'bookeddate', 'transdate',
    'txndate', 'tranDate', 'processed', 'processeddate', 'entrydate', 'datetime', 'completeddate', 'startedDate',
    'buchungstag', 'buchungsdatum', 'buchung', 'datum', 'boekdatum', 'transactiedatum', 'boekingsdatum',
    'dateoperation', 'datedeloperation', 'datecomptable', 'datecompta', 'dateop',
    'fecha', 'fechaoperacion', 'foperacion', 'fechacontable', 'fechamovimiento',
    'data', 'datalancamento', 'datamovimento', 'datamov', 'dataoperacao', 'dataoper',
    'transaksiedatum', 'datumzauctovani', 'datumprovedeni', 'datumpohybu', 'konyvelesdatuma', 'konyvelesnapja', 'datum',
  ],
  valueDate: [
    'valuedate', 'valuta', 'valutadatum', 'wertstellung', 'wertstellungsdatum', 'rentedatum', 'datevaleur',
    'datedevaleur', 'fechavalor', 'fvalor', 'datavalor', 'datavaluta', 'datumvaluty', 'erteknap', 'effectivedate',
  ],
  payee: [
    'payee', 'name', 'merchant', 'counterparty', 'counterpartyname', 'beneficiary', 'payeename', 'description2',
    'beguenstigterzahlungspflichtiger', 'begunstigterzahlungspflichtiger', 'auftraggeberbeguenstigter',
    'auftraggeberbegunstigter', 'auftraggeberempfanger', 'empfanger', 'zahlungsempfanger', 'auftraggeber',
    'naamomschrijving', 'naam', 'tegenpartij', 'naamtegenpartij', 'beneficiaire', 'tiers', 'beneficiario',
    'ordenante', 'favorecido', 'nazevprotiuctu', 'protiucet', 'partnerneve', 'partner',
  ],
  description: [
    'description', 'transactiondescription', 'details', 'transactiondetails', 'narrative', 'particulars',
    'transactionnarration', 'narration', 'remarks', 'beskrywing', 'besonderhede', 'omschrijving', 'libelle',
    'libelleoperation', 'libellesimplifie', 'detail', 'concepto', 'descripcion', 'movimiento', 'descricao',
    'descritivo', 'historico', 'detalhes', 'popis', 'popistransakce', 'megnevezes', 'tranzakcioleirasa', 'text',
  ],
  /** What kind of transaction it is (Sale, Payment, Lastschrift): the description only when nothing else is. */
  kind: [
    'type', 'transactiontype', 'transtype', 'umsatzart', 'buchungstext', 'bookingtext', 'tipo', 'typ',
    'tipomovimiento', 'mutatiesoort', 'soortmutatie', 'category', 'kategorie', 'categorie', 'categoria',
  ],
  memo: [
    'memo', 'reference', 'notes', 'note', 'message', 'purpose', 'verwendungszweck', 'mededelingen', 'mededeling',
    'informationcomplementaire', 'observaciones', 'concepto2', 'comentario', 'poznamka', 'zpravaproprijemce',
    'kozlemeny', 'additionalinformation', 'remittanceinformation', 'chequenumber',
  ],
  amount: [
    'amount', 'value', 'transactionamount', 'amt', 'sum', 'betrag', 'umsatz', 'bedrag', 'montant', 'importe',
    'cantidad', 'valor', 'montante', 'quantia', 'castka', 'objem', 'osszeg', 'amountincad', 'amountinr',
  ],
  debit: [
    'debit', 'debits', 'debitamount', 'moneyout', 'withdrawal', 'withdrawals', 'withdrawalamount', 'withdrawalamt',
    'paidout', 'out', 'spent', 'charges', 'soll', 'ausgang', 'belastung', 'debet', 'afschrijving', 'debitbedrag',
    'cargo', 'cargos', 'debe', 'debito', 'saida', 'saidas', 'debiet', 'vydaj', 'terheles', 'terhelesek',
  ],
  credit: [
    'credit', 'credits', 'creditamount', 'moneyin', 'deposit', 'deposits', 'depositamount', 'depositamt', 'paidin',
    'in', 'received', 'haben', 'eingang', 'gutschrift', 'bijschrijving', 'creditbedrag', 'abono', 'abonos', 'haber',
    'ingreso', 'ingresos', 'credito', 'entrada', 'entradas', 'krediet', 'prijem', 'jovairas', 'jovairasok',
  ],
  flag: [
    'debitcredit', 'creditdebit', 'dc', 'cd', 'drcr', 'crdr', 'afbij', 'bijaf', 'sollhaben', 'sh', 'io', 'inout',
    'direction', 'sign', 'signo', 'indicator', 'creditdebitindicator', 'debitcreditindicator', 'dk',
    'debitocredito', 'richting',
  ],
  currency: [
    'currency', 'ccy', 'currencycode', 'wahrung', 'waehrung', 'munt', 'devise', 'moneda', 'divisa', 'moeda',
    'mena', 'penznem', 'valuta',
  ],
  balance: [
    'balance', 'runningbalance', 'runningbal', 'balanceafter', 'availablebalance', 'saldo', 'kontostand',
    'saldonachbuchung', 'saldoachteraf', 'solde', 'saldodisponible', 'saldocontable', 'saldoatual', 'zustatek',
    'egyenleg', 'closingbalance', 'ledgerbalance',
  ],
  reference: [
    'ref', 'referenceno', 'refno', 'chqrefno', 'chequeno', 'transactionid', 'transactionreference', 'fitid', 'id',
    'referenz', 'kundenreferenz', 'mandatsreferenz', 'kenmerk', 'betalingskenmerk', 'reference2', 'referencia',
    'referencia2', 'numerodocumento', 'numdoc', 'documento', 'variabilnisymbol', 'vs', 'identifikace', 'number',
    'checknumber', 'checkno', 'serial',
  ],
  accountCode: ['accountcode', 'financialaccountcode', 'code', 'glcode', 'glaccount', 'ledgeraccount'],
} as const;

export type HeaderRole = keyof typeof HEADER_NAMES;

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

/** The role a header name gives its column, if it is one we know. */
export function roleOfHeader(name: string): HeaderRole | undefined {
  const key = headerKey(name);
  if (key === '') return undefined;
  const exact = ROLE_BY_KEY.get(key);
  if (exact) return exact;
  // "Amount (CAD)" and "Betrag in EUR" carry a currency after the name.
  const withoutCurrency = key.replace(/(?:in)?(?:eur|usd|gbp|zar|cad|inr|chf|czk|huf|aud|brl)$/, '');
  return withoutCurrency !== key ? ROLE_BY_KEY.get(withoutCurrency) : undefined;
}
