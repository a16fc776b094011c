// A tender pack written for the analysis tests: an English invitation to tender (8 pages) and German special
// conditions (4 pages) as text PDFs, with the requirements they state listed by document, page, category and
// obligation, and the dates they give. Lines wrap at about 95 characters as a word processor's PDF would, one
// word is hyphenated at a line end, and nothing is in the order the analysis looks for it.
import { textPdf } from './documents';

export type PackCategory =
  | 'exclusion_grounds'
  | 'economic_financial_standing'
  | 'technical_professional_ability'
  | 'submission_formalities'
  | 'technical_specification'
  | 'contract_condition';

export interface PackRequirement {
  document: 'invitation' | 'conditions';
  page: number;
  category: PackCategory;
  obligation: 'mandatory' | 'scored';
  /** Words of the requirement that its quote must contain. */
  words: string;
  language: 'en' | 'de';
}

/** One page: lines as they are drawn, a heading alone on its line, paragraphs wrapped. */
type PageSource = (string | { heading: string })[];

const invitation: PageSource[] = [
  [
    { heading: 'INVITATION TO TENDER' },
    { heading: 'Cleaning services for the public schools of the City of Riverton' },
    'Contracting authority: City of Riverton, Department of Education, Town Hall Square 1, 4020 Riverton.',
    'Reference: RIV-EDU-2027-014. Type of procedure: open procedure under the national procurement act.',
    { heading: '1 Subject of the contract' },
    'The City of Riverton buys the daily cleaning of 14 school buildings with a floor area of about 62,000 m2.',
    'The contract is divided into two lots: Lot 1 covers the nine primary schools and Lot 2 the five secondary',
    'schools. Tenderers may submit a tender for one lot or for both lots.',
    'The estimated value of the contract is EUR 1,200,000 excluding VAT for the whole term of three years.',
  ],
  [
    { heading: '2 Timetable' },
    'Questions about this invitation may be sent through the portal until 12 March 2027, 12:00.',
    'A site visit of three school buildings will take place on 5 March 2027 at 10:00; registration is needed.',
    'The deadline for the submission of tenders is 26 March 2027, 12:00 CET.',
    'The tenders will be opened on 26 March 2027 at 14:00 in the Town Hall; tenderers may attend.',
    'The contract will run from 1 July 2027 to 30 June 2030 and may be extended once by twelve months.',
    'The tender remains binding for 120 days after the deadline for the submission of tenders.',
  ],
  [
    { heading: '3 Exclusion grounds' },
    'Tenderers that have been convicted by final judgment of fraud, corruption or money laundering shall be',
    'excluded from the procedure.',
    'Tenderers must not be bankrupt, in insolvency proceedings or in liquidation at the time of the award.',
    'The tenderer shall have paid all taxes and social security contributions due in its country of',
    'establishment and in the country of the contracting authority.',
    'The contracting authority may ask for the documents that prove the absence of exclusion grounds at any',
    'stage of the procedure.',
  ],
  [
    { heading: '4 Selection criteria' },
    { heading: '4.1 Economic and financial standing' },
    'Tenderers must demonstrate a minimum annual turnover of EUR 800,000 in the field of cleaning services',
    'in each of the last three financial years.',
    'Tenderers shall hold professional liability insurance with cover of at least EUR 2,000,000 per claim.',
    { heading: '4.2 Technical and professional ability' },
    'Tenderers must provide at least three references for comparable cleaning contracts completed in the',
    'last five years, each with a value of at least EUR 150,000 a year.',
    'The tenderer shall hold a valid ISO 9001 certificate or an equivalent quality management certificate.',
    'The cleaning staff must have at least two years of experience in the cleaning of public buildings.',
  ],
  [
    { heading: '5 Award criteria' },
    'The contract will be awarded to the most economically advantageous tender, assessed on these criteria:',
    'Price: 60 %',
    'Quality of the cleaning concept: 30 %',
    'Environmental measures: 10 %',
    'The cleaning concept will be scored from 0 to 10 points by an evaluation panel of three members.',
    'Tenderers should describe how they will use cleaning agents and water sparingly; this is scored under the',
    'criterion environmental measures.',
  ],
  [
    { heading: '6 Submission of tenders' },
    'Tenders must be submitted electronically through the procurement portal of the City of Riverton.',
    'The tender must be signed with a qualified electronic signature by an authorised representative.',
    'Tenders shall be written in English; certificates in another language need a certified translation.',
    'The following documents must be enclosed with the tender: the completed price schedule (Form A), the',
    'European Single Procurement Document (ESPD) and the declaration of subcontracting (Form C).',
    'Variants are not accepted.',
  ],
  [
    { heading: '7 Technical specifications' },
    'The contractor shall clean all classrooms, corridors and staircases every working day after the last',
    'lesson, and the gymnasiums twice a week.',
    'Cleaning agents must carry the EU Ecolabel or an equivalent environmental label.',
    'The contractor shall provide all cleaning equipment, machines and consumables at its own cost.',
    'Approximately 4,500 hours of window cleaning a year are expected, as required by the schools.',
  ],
  [
    { heading: '8 Contract conditions' },
    'A perfor-',
    'mance guarantee of 5 % of the contract value shall be provided within 10 days of the award.',
    'A penalty of 0.5 % of the monthly fee per day applies for late or poor performance, up to 10 % of the',
    'annual contract value.',
    'Invoices will be paid within 30 days of receipt of a correct invoice.',
    'The contractor shall bear unlimited liability for any damage caused by its staff in the school',
    'buildings.',
    'The contracting authority may terminate the contract at any time without compensation, unless',
    'otherwise agreed in writing.',
  ],
];

const conditions: PageSource[] = [
  [
    { heading: 'BESONDERE VERTRAGSBEDINGUNGEN' },
    { heading: '1 Leistungsbeschreibung' },
    'Der Auftragnehmer muss die Sanitärräume aller Schulen zweimal täglich reinigen und desinfizieren.',
    'Die Reinigungskräfte müssen eine Hygieneschulung nachweisen, die nicht älter als zwei Jahre ist.',
    'Die Reinigung erfolgt außerhalb der Unterrichtszeiten zwischen 15:00 und 20:00 Uhr.',
  ],
  [
    { heading: '2 Eignung der Bieter' },
    'Der Bieter hat einen Auszug aus dem Firmenbuch vorzulegen, der nicht älter als sechs Monate ist.',
    'Der Bieter muss eine Betriebshaftpflichtversicherung mit einer Deckungssumme von mindestens',
    '3 Mio. EUR nachweisen.',
    'Bieter, die ihre Verpflichtung zur Zahlung von Steuern oder Sozialversicherungsbeiträgen nicht',
    'erfüllt haben, sind vom Verfahren auszuschließen.',
  ],
  [
    { heading: '3 Vertragsbedingungen' },
    'Für jeden Tag des Verzugs wird eine Vertragsstrafe von 0,2 % der Auftragssumme fällig.',
    'Der Auftragnehmer hat eine Sicherheitsleistung in Höhe von 5 % der Auftragssumme zu stellen.',
    'Rechnungen sind innerhalb von 30 Tagen nach Eingang zu bezahlen.',
    'Der Auftraggeber behält sich vor, den Leistungsumfang bei Bedarf um bis zu 20 % zu verringern.',
  ],
  [
    { heading: '4 Angebotsabgabe und Zuschlag' },
    'Das Angebot ist bis spätestens 26.03.2027, 12:00 Uhr, elektronisch über die Vergabeplattform',
    'einzureichen.',
    'Das Angebot muss von einer zeichnungsberechtigten Person rechtsgültig unterfertigt sein.',
    'Zuschlagskriterien: Preis 70 Punkte, Qualität des Reinigungskonzepts 30 Punkte.',
  ],
];

export const packRequirements: PackRequirement[] = [
  // Invitation, page 3: exclusion grounds.
  {
    document: 'invitation',
    page: 3,
    category: 'exclusion_grounds',
    obligation: 'mandatory',
    words: 'convicted by final judgment of fraud',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 3,
    category: 'exclusion_grounds',
    obligation: 'mandatory',
    words: 'must not be bankrupt',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 3,
    category: 'exclusion_grounds',
    obligation: 'mandatory',
    words: 'paid all taxes and social security contributions',
    language: 'en',
  },
  // Page 4: selection criteria.
  {
    document: 'invitation',
    page: 4,
    category: 'economic_financial_standing',
    obligation: 'mandatory',
    words: 'minimum annual turnover of EUR 800,000',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 4,
    category: 'economic_financial_standing',
    obligation: 'mandatory',
    words: 'professional liability insurance',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 4,
    category: 'technical_professional_ability',
    obligation: 'mandatory',
    words: 'at least three references',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 4,
    category: 'technical_professional_ability',
    obligation: 'mandatory',
    words: 'valid ISO 9001 certificate',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 4,
    category: 'technical_professional_ability',
    obligation: 'mandatory',
    words: 'at least two years of experience',
    language: 'en',
  },
  // Page 5: award criteria.
  {
    document: 'invitation',
    page: 5,
    category: 'technical_specification',
    obligation: 'scored',
    words: 'Quality of the cleaning concept: 30 %',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 5,
    category: 'technical_specification',
    obligation: 'scored',
    words: 'Environmental measures: 10 %',
    language: 'en',
  },
  // Page 6: submission.
  {
    document: 'invitation',
    page: 6,
    category: 'submission_formalities',
    obligation: 'mandatory',
    words: 'submitted electronically through the procurement portal',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 6,
    category: 'submission_formalities',
    obligation: 'mandatory',
    words: 'signed with a qualified electronic signature',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 6,
    category: 'submission_formalities',
    obligation: 'mandatory',
    words: 'Tenders shall be written in English',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 6,
    category: 'submission_formalities',
    obligation: 'mandatory',
    words: 'must be enclosed with the tender',
    language: 'en',
  },
  // Page 7: technical specifications.
  {
    document: 'invitation',
    page: 7,
    category: 'technical_specification',
    obligation: 'mandatory',
    words: 'shall clean all classrooms',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 7,
    category: 'technical_specification',
    obligation: 'mandatory',
    words: 'must carry the EU Ecolabel',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 7,
    category: 'technical_specification',
    obligation: 'mandatory',
    words: 'shall provide all cleaning equipment',
    language: 'en',
  },
  // Page 8: contract conditions.
  {
    document: 'invitation',
    page: 8,
    category: 'contract_condition',
    obligation: 'mandatory',
    words: 'guarantee of 5 % of the contract value',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 8,
    category: 'contract_condition',
    obligation: 'mandatory',
    words: 'A penalty of 0.5 % of the monthly fee',
    language: 'en',
  },
  {
    document: 'invitation',
    page: 8,
    category: 'contract_condition',
    obligation: 'mandatory',
    words: 'shall bear unlimited liability',
    language: 'en',
  },
  // Conditions (German), page 1: specification.
  {
    document: 'conditions',
    page: 1,
    category: 'technical_specification',
    obligation: 'mandatory',
    words: 'Sanitärräume aller Schulen zweimal täglich',
    language: 'de',
  },
  {
    document: 'conditions',
    page: 1,
    category: 'technical_professional_ability',
    obligation: 'mandatory',
    words: 'müssen eine Hygieneschulung nachweisen',
    language: 'de',
  },
  // Page 2: suitability.
  {
    document: 'conditions',
    page: 2,
    category: 'submission_formalities',
    obligation: 'mandatory',
    words: 'Auszug aus dem Firmenbuch vorzulegen',
    language: 'de',
  },
  {
    document: 'conditions',
    page: 2,
    category: 'economic_financial_standing',
    obligation: 'mandatory',
    words: 'Betriebshaftpflichtversicherung mit einer Deckungssumme',
    language: 'de',
  },
  {
    document: 'conditions',
    page: 2,
    category: 'exclusion_grounds',
    obligation: 'mandatory',
    words: 'sind vom Verfahren auszuschließen',
    language: 'de',
  },
  // Page 3: contract conditions.
  {
    document: 'conditions',
    page: 3,
    category: 'contract_condition',
    obligation: 'mandatory',
    words: 'Vertragsstrafe von 0,2 % der Auftragssumme',
    language: 'de',
  },
  {
    document: 'conditions',
    page: 3,
    category: 'contract_condition',
    obligation: 'mandatory',
    words: 'Sicherheitsleistung in Höhe von 5 %',
    language: 'de',
  },
  // Page 4: submission and award.
  {
    document: 'conditions',
    page: 4,
    category: 'submission_formalities',
    obligation: 'mandatory',
    words: 'elektronisch über die Vergabeplattform',
    language: 'de',
  },
  {
    document: 'conditions',
    page: 4,
    category: 'submission_formalities',
    obligation: 'mandatory',
    words: 'rechtsgültig unterfertigt sein',
    language: 'de',
  },
  {
    document: 'conditions',
    page: 4,
    category: 'technical_specification',
    obligation: 'scored',
    words: 'Qualität des Reinigungskonzepts 30 Punkte',
    language: 'de',
  },
];

/** The dates the pack gives, by what they are for (ISO dates). */
export const packDates = {
  questions: '2027-03-12',
  site_visit: '2027-03-05',
  submission: '2027-03-26',
  opening: '2027-03-26',
  contract_start: '2027-07-01',
  contract_end: '2030-06-30',
} as const;

/** Questions the chat must answer from the pack, with words its quote must hold, and one the pack does not. */
export const packQuestions = {
  answered: [
    { question: 'What penalty applies for late performance?', page: 8, words: 'penalty of 0.5 %' },
    { question: 'Which insurance cover is required?', page: 4, words: 'professional liability insurance' },
  ],
  unanswered: 'Who supplies the catering for the staff canteen?',
};

function lines(page: PageSource): string[] {
  return page.map((line) => (typeof line === 'string' ? line : line.heading));
}

export interface TenderPack {
  invitation: Uint8Array;
  conditions: Uint8Array;
}

/** The two documents as text PDFs. */
export async function tenderPack(): Promise<TenderPack> {
  return {
    invitation: await textPdf(invitation.map(lines), 'Invitation to tender'),
    conditions: await textPdf(conditions.map(lines), 'Besondere Vertragsbedingungen'),
  };
}

/** A long pack for the benchmark: the invitation's pages repeated with their numbers, `pages` pages in all. */
export async function longTenderPack(pages: number): Promise<Uint8Array> {
  const all = Array.from({ length: pages }, (_, index) => {
    const source = invitation[index % invitation.length]!;
    return [`Part ${Math.floor(index / invitation.length) + 1}, page ${index + 1}`, ...lines(source)];
  });
  return textPdf(all, 'Long invitation to tender');
}
