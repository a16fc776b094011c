// The compliance matrix, extractively: which units of the documents are requirements, of which kind (mandatory,
// conditional, optional, scored) and in which category. A requirement is an obligation, a prohibition, a condition
// or a wish placed on whoever tenders, with or without a modal verb ("Die Zuschlagsfrist beträgt fünf Monate",
// "Le titulaire assure …"), a row of a table of requirements (insurance, service levels, experts, vehicles,
// deliverables) or a row of the award criteria. Its category is where the documents file it: the headings it stands
// under, the document it is in, its table's head — not one word's vote.
import { createHash } from 'node:crypto';
import type { Citation, Obligation, RequirementCategory, RequirementClaim } from '../claims';
import { foldText } from '../quotes';
import {
  bidderSubject,
  bindingNoun,
  bindingPhrase,
  byTheBidder,
  tenderSubject,
  buyerSubject,
  categoryCues,
  conditionClause,
  documentCategoryCues,
  markingScale,
  notMinimum,
  optionalCue,
  prohibition,
  timetableRow,
} from './cues';
import { obligation, requirementCategories, sentenceCues } from './lexicon';
import { hasFigure } from './figures';
import type { Unit } from './reading';

export function requirementKey(text: string): string {
  return createHash('sha256').update(foldText(text)).digest('hex').slice(0, 24);
}

/** Modal obligation, without "should" (a wish) and the words that only bound a figure ("mindestens"). */
const strongObligation = obligation;
const isObligation = (text: string) => strongObligation.some((pattern) => pattern.test(text)) || mustWord.test(text);
const isProhibition = (text: string) => prohibition.some((pattern) => pattern.test(text));
const mustWord =
  /(?<![\p{L}])(?:must|shall|is required|are required|be required|muss|müssen|hat\b.{0,80}\bzu\s|ist\b.{0,80}\bzu\s|[a-zäöü]{2,8}zu[a-zäöüß]{3,}en|erforderlich|notwendig|vorausgesetzt|doit|doivent|devra|devront|exigée?s?|requise?s?|deve|devono|dovrà|dovranno|(?:è|sono|viene|vengono) richiest[oaie]|(?:è|sono) necessari[oaie]|debe|deben|deberá|requerid[oa]s?|moet|moeten|vereist|musi)(?![\p{L}])/iu;

/** Bounds a figure ("at least 3", "innerhalb von 4 Stunden"): with a figure, a requirement in a table or list. */
const bound =
  /(?<![\p{L}])(?:at least|not less than|no (?:more|less) than|minimum|maximum|min\.|max\.|within|up to|mindestens|mind\.|höchstens|maximal|innerhalb(?: von)?|binnen|spätestens|au moins|au minimum|au plus|au maximum|dans un délai de|sous|almeno|non inferiore a|non superiore a|entro|massimo|minimo|al menos|como mínimo|como máximo|dentro de|ten minste|minimaal|maximaal|co najmniej|nie mniej niż)(?![\p{L}])\s*(?:\p{L}+\s+){0,2}?[\p{N}]/iu;

/** Scored: assessed, weighted, given points. */
const assessed =
  /(?<![\p{L}])(?:points?|marks?|weight(?:ing)?|scored?|assessed|evaluated|punkte?|gewichtung|bewertet|wertungspunkte|points?|pondération|noté|évalué|punt[io]|punteggio|valutat[oaie]|puntos|valorar[áa]|punten|beoordeeld|punktów)(?![\p{L}])/iu;
const percentOrPoints = /\d\s?(?:%|pts?\b|points?|punkte?|punti|puntos|punten|marks?|prozent|per cent|percent)/iu;

const totalRow = /^(?:total|gesamt|summe|insgesamt|totale?|somme|suma|totaal|razem)\b/iu;
const tableOfContents =
  /^(?:contents|table of contents|inhalt|inhaltsverzeichnis|sommaire|table des matières|indice|índice|inhoud|spis treści)$/iu;
const anaphora =
  /^(?:this|these|it|they|such|dies|diese[rsm]?|er|sie|es|dabei|hierzu|hierfür|ce|ces|cette|il|elle|ils|elles|celui|ciò|tale|tali|esso|essa|esto|estos|dit|deze|hij|zij)(?![\p{L}])/iu;
const background =
  /^(?:currently|at present|historically|bisher|derzeit|aktuell|actuellement|à ce jour|attualmente|attualmente|actualmente|momenteel)(?![\p{L}])/iu;
const definition =
  /(?<![\p{L}])(?:means|refers to|bezeichnet|bedeutet|désigne|s'entend|si intende|se entiende|betekent)(?![\p{L}])/iu;

/** Numbering before a sentence ("2.1", "B5.1", "a)") is not its subject. */
function withoutNumber(text: string): string {
  return text.replace(/^\s*(?:[A-Z]?\d{1,2}(?:\.\d{1,2}){0,3}\.?|\(?[a-z]\)|[a-z]\.|[-–•])\s+/u, '');
}

function opening(text: string): string {
  return withoutNumber(text).slice(0, 40);
}

/** Permission, not duty: "Tenderers may …", "Der Bieter kann …", "Le candidat peut …". */
const permission =
  /(?<![\p{L}])(?:may|can|is free to|are free to|kann|können|darf|dürfen|steht es frei|peut|peuvent|pourra|pourront|può|possono|potrà|puede|pueden|podrá|mag|mogen|kan|kunnen|może|mogą)(?![\p{L}])/iu;

/** Handing something in: a tenderer's option to do so is an optional requirement of the tender. */
const handsIn =
  /(?<![\p{L}])(?:submit|send|provide|enclose|attach|einreichen|beilegen|beifügen|vorlegen|übermitteln|transmettre|faire parvenir|joindre|fournir|presentare|allegare|trasmettere|presentar|adjuntar|indienen|bijvoegen)(?![\p{L}])/iu;

/** A sentence that points to the table after it. */
const refersToTable =
  /(?<![\p{L}])(?:following|as follows|below|listed in table|set out in table|in table|nachstehend\w*|folgende\w*|wie folgt|in tabelle|suivant\w*|ci-dessous|au tableau|dans le tableau|seguent\w*|di seguito|nella tabella|siguiente\w*|a continuación|en la tabla|volgende|hieronder|in tabel)(?![\p{L}])/iu;

/** Handing in a tender itself is no option of the tender ("may submit a tender for one lot or both"). */
const tenderObject = /(?<![\p{L}])(?:submit|send|provide)\s+(?:a|an|one|their|its)\s+(?:tender|bid|offer)(?![\p{L}])/iu;

/** The buyer's own plans and acts in the future or passive ("will be published", "wird … mitgeteilt"). */
const buyerFuture =
  /(?<![\p{L}])(?:will be (?:published|notified|informed|sent|answered|made|held|opened|checked|verified|assessed|evaluated|contacted|invited|given|issued|returned|released|shown|calculated|asked)|will (?:notify|publish|inform|consult|verify|check|contact|give|issue|return|release|accept|assess|evaluate))(?![\p{L}])/iu;

/** The buyer asking something of tenderers ("The Council requires …", "Der AG verlangt …"): a requirement still. */
const buyerRequires =
  /(?<![\p{L}])(?:requires?|requests?|expects?|exclude|verlangt|fordert|erwartet|ausschließen|schließt\b.{0,60}\baus|exige|demande|exclure|exclut|richiede|esige|esclude|escludere|requiere|excluir|excluirá|vereist|uitsluiten|wymaga)(?![\p{L}])/iu;

const allowed =
  /(?<![\p{L}])(?:allowed|permitted|accepted|zulässig|zugelassen|gestattet|autorisée?s?|admise?s?|acceptée?s?|ammess[oaie]|consentit[oaie]|permitid[oa]s?|admitid[oa]s?|toegestaan)(?![\p{L}])/iu;

/** A threshold that puts a tender out: "eliminated", "nicht berücksichtigt", "escluso", "rejetée". */
const eliminated =
  /(?<![\p{L}])(?:eliminated|excluded|rejected|not (?:be )?considered|disqualified|non-compliant|irregular|irrégulière?s?|irregolar[ei]|nicht (?:berücksichtigt|gewertet)|ausgeschlossen|ausgeschieden|éliminée?s?|rejetée?s?|écartée?s?|esclus[oaie]|non (?:sarà|saranno) (?:valutat|ammess)|excluid[oa]s?|descartad[oa]s?|uitgesloten)(?![\p{L}])/iu;

/** A passive whose agent is the buyer ("vom AG eingesehen", "by the Council", "par le Département"). */
const byTheBuyer =
  /(?<![\p{L}])(?:by the (?:contracting authority|authority|council|agency|buyer|client|employer|engineer|department|evaluation committee)|vom (?:ag|auftraggeber)|von der vergabestelle|durch den (?:ag|auftraggeber)|par le (?:pouvoir adjudicateur|département|maître d['’]ouvrage|représentant du pouvoir adjudicateur)|par l['’]acheteur|dal(?:la)? (?:comune|stazione appaltante|direttore dell['’]esecuzione|commissione)|por (?:el órgano de contratación|la entidad contratante)|door de aanbestedende dienst)(?![\p{L}])/iu;

/** What the documents say is not required ("No tender guarantee is required", "wird nicht verlangt"). */
const notRequired =
  /(?<![\p{L}])(?:(?:is|are) not required|no [\p{L} ]{2,30} is required|not be required|nicht (?:verlangt|gefordert|erforderlich)|wird nicht verlangt|n['’](?:est|sont) pas exigée?s?|pas exigée?s?|non (?:è|sono) richiest[oaie]|no se (?:exige|requiere)|niet vereist)(?![\p{L}])/iu;

/** Boilerplate: the law, the courts, remedies, signature lines, the buyer's reservations about the document. */
const boilerplate =
  /(?<![\p{L}])(?:governed by the laws?|governing law|competent courts?|courts of|jurisdiction|shall be construed|not bound to accept|take their own advice|recht(?: ist)? anzuwenden|ausschluss der verweisungsnormen|gerichtsstand|zuständige gericht|recours pour excès|tribunal administratif|foro competente|tribunale|lu et accepté|ort, datum|hiermit aufgefordert|are hereby invited|êtes invités à|siete invitati|wichtiger grund liegt|place and date|unterschrift|nom, qualité et signature|firma del legale)(?![\p{L}])/iu;

/** The cap of the penalties: part of the penalty clause, not a requirement of its own. */
const penaltyCap =
  /(?<![\p{L}])(?:liquidated damages|penalt\w*|vertragsstrafe\w*|pönale\w*|pénalités|penali)(?![\p{L}])[^.;]{0,120}(?<![\p{L}])(?:not exceed|capped|cap of|begrenzt|nicht übersteig\w*|plafonné\w*|ne (?:peut|peuvent) dépasser|non (?:può|possono) superare|limitat\w*)(?![\p{L}])|(?<![\p{L}])(?:total|gesamt\w*|montant total|ammontare complessivo)[^.;]{0,60}(?:liquidated damages|penalt\w*|vertragsstrafe\w*|pénalités|penali)(?![\p{L}])/iu;

const penaltyWords =
  /(?<![\p{L}])(?:penalt\w*|liquidated damages|vertragsstrafe\w*|pönale\w*|pénalités?|penal[ei]|penalizaci\w*|boete\w*|kary umowne)(?![\p{L}])/iu;

const caption = /^(?:table|tabelle|tableau|tabella|tabla|tabel|tabela|figure|abbildung|abb\.)\s+[\p{L}]?\d+/iu;

/** Information, not a requirement: the estimated value, a notice's publication. */
const information =
  /(?<![\p{L}])(?:estimated value|estimate only|geschätzte[rn]? (?:auftragswert|wert)|auftragswert|valeur (?:estimée|estimative)|montant estimé|valore (?:stimato|complessivo stimato)|importo stimato|valor estimado|geraamde waarde|wurde am|was published|a été publié|è stato pubblicato|ha per oggetto|a pour objet|has as its (?:object|subject)|tiene por objeto|heeft als voorwerp|payments? (?:shall|will) be made|for information|given for information|zur information|à titre indicatif|a titolo indicativo|a título informativo|ter informatie|montant maximum|importo massimo|höchstbetrag|maximum contract value|zahlungen erfolgen|zahlung erfolgt|délai (?:global )?de paiement|il corrispettivo è (?:pagato|corrisposto)|gegenstand (?:der|des) (?:ausschreibung|auftrags|vertrags))(?![\p{L}])/iu;

function contextOf(unit: Unit): string {
  return [unit.fileName, ...unit.headings, unit.tableIntro ?? '', ...(unit.head ?? [])].join(' \u2016 ');
}

/** Where the documents file a unit: nearest heading first, then outer headings, the table's head, the document. */
export function categoryOf(unit: Unit, scored: boolean): RequirementCategory {
  if (scored) return 'award_criteria';
  const scores = new Map<RequirementCategory, number>(requirementCategories.map((category) => [category, 0]));
  const add = (text: string, weight: number) => {
    for (const category of requirementCategories) {
      if (categoryCues[category].test(text)) scores.set(category, scores.get(category)! + weight);
    }
  };
  const headings = [...unit.headings];
  const nearest = headings.pop();
  if (nearest) add(nearest, 8);
  headings.reverse().forEach((heading, index) => add(heading, Math.max(2, 6 - 2 * index)));
  if (unit.head) add(unit.head.join(' '), 3);
  if (unit.tableIntro) add(unit.tableIntro, 2);
  for (const [pattern, category] of documentCategoryCues) {
    if (pattern.test(unit.fileName)) scores.set(category, scores.get(category)! + 3);
  }
  // The sentence's own words only break ties.
  for (const category of requirementCategories) {
    for (const [pattern, weight] of sentenceCues[category]) {
      if (pattern.test(unit.text)) scores.set(category, scores.get(category)! + weight * 0.3);
    }
  }
  scores.set('award_criteria', Math.min(scores.get('award_criteria')!, 0));
  let best: RequirementCategory = 'technical_specification';
  let bestScore = 0;
  for (const [category, score] of scores) {
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Conditions written without "if": a German clause led by its verb ("Liegen Ausschlussgründe vor, sind …"), a
 * trigger ("as soon as", "sobald"), a duty of only some tenderers (the one recommended for award, those who ask,
 * those of one lot), "only on request".
 */
const impliedCondition = new RegExp(
  [
    '^(?:[A-ZÄÖÜ][a-zäöüß]+(?:t|en))\\s+(?:der|die|das|ein|eine|dem|den)?\\s*[^,.;]{2,90},\\s*(?:so\\s+)?(?:ist|sind|hat|haben|muss|müssen|wird|werden|kann|darf|gilt)\\b',
    '(?<![\\p{L}])(?:as soon as|once|sobald|sofort wenn|dès que|non appena|en cuanto|zodra)(?![\\p{L}])',
    '(?<![\\p{L}])(?:only (?:on|upon|at the|after)|nur (?:auf|nach)|uniquement (?:sur|après)|solo su|solamente a)(?![\\p{L}])',
    '(?<![\\p{L}])(?:recommended for (?:the )?award|successful tenderer|preferred tenderer|winning tenderer|zuschlagsempfänger\\w*|in aussicht genommene\\w*|attributaire|aggiudicatari[oa]|adjudicatari[oa])(?![\\p{L}])',
    '^(?:tenderers|bidders|candidates|bieter|les candidats|i concorrenti|los licitadores)\\s*,?\\s+(?:who|which|that|die|qui|che|que)\\b',
    '^(?:for|für|pour|per|para|voor)\\s+(?:each\\s+)?(?:lot|los|lotto|lote|perceel)\\s*\\d',
  ].join('|'),
  'iu',
);

function obligationOf(text: string, scored: boolean): Obligation {
  if (scored) return 'scored';
  if (notMinimum.test(text)) return 'optional';
  const body = withoutNumber(text);
  if (conditionClause.test(body) || impliedCondition.test(body)) {
    if (!(optionalCue.test(text) && !mustWord.test(text))) return 'conditional';
  }
  if (bidderSubject.test(opening(text)) && permission.test(text.slice(0, 80)) && !mustWord.test(text))
    return 'optional';
  if (optionalCue.test(text) && !mustWord.test(text)) return 'optional';
  if (conditionClause.test(text)) return 'conditional';
  return 'mandatory';
}

function conditionText(text: string): string | undefined {
  const match = conditionClause.exec(text);
  if (!match) return undefined;
  const from = match.index + (match[0].length - match[0].trimStart().length);
  const rest = text.slice(from).replace(/^[,;(:\s–—-]+/u, '');
  const end = rest.search(/[,;)]|\s[–—]\s/u);
  return (end > 0 ? rest.slice(0, end) : rest).trim().slice(0, 160);
}

function inAward(unit: Unit): boolean {
  const nearest = unit.headings[unit.headings.length - 1] ?? '';
  return (
    categoryCues.award_criteria.test(nearest) ||
    (unit.head ? categoryCues.award_criteria.test(unit.head.join(' ')) : false)
  );
}

/** A sentence (or list item) that places something on whoever tenders. */
export function sentenceIsRequirement(unit: Unit): boolean {
  const text = unit.text;
  if (text.length < 15 || !/\p{L}{3}/u.test(text)) return false;
  if (background.test(text) || definition.test(text) || information.test(text) || boilerplate.test(text)) return false;
  // A table's caption ("Tabelle 1 – Versicherungen") names the table; its rows are the requirements.
  if (caption.test(withoutNumber(text)) && text.length <= 90) return false;
  if (notRequired.test(text) && !optionalCue.test(text) && !notMinimum.test(text)) return false;
  if (penaltyCap.test(text)) return false;
  const head = opening(text);
  const strong = mustWord.test(text) || isProhibition(text);
  // The tender as the subject binds only with a duty or a consequence ("Tenders must …", "… will be rejected").
  // Whoever the sentence names first acts: "The Council communicates with tenderers …" is the buyer's.
  const at = (pattern: RegExp) => {
    const match = pattern.exec(head);
    return match ? match.index : Infinity;
  };
  const buyerAt = at(buyerSubject);
  const bidderFirst = at(bidderSubject) < buyerAt || (at(tenderSubject) < buyerAt && (strong || eliminated.test(text)));
  // The buyer's own acts, duties and rights: its subject leads the sentence (unless it asks something of tenderers),
  // or it is the passive's agent, or the sentence tells its process ("will be published").
  const byBuyer =
    (buyerAt <= 4 && !buyerRequires.test(withoutNumber(text).slice(0, 70)) && !bidderFirst) ||
    (byTheBuyer.test(text) && !mustWord.test(text) && !isProhibition(text)) ||
    (!bidderFirst && !strong && buyerFuture.test(text));
  // "Bietergemeinschaften sind zugelassen": a permission without a condition or limit binds nobody.
  if (allowed.test(text) && !strong && !conditionClause.test(text) && !bound.test(text)) return false;
  // "Tenderers may …": a right, not a duty (unless a duty stands beside it); an option in what they hand in.
  if (bidderFirst && permission.test(text.slice(0, 80)) && !strong && !notMinimum.test(text)) {
    // A right with a limit ("may subcontract, provided that the share does not exceed 30 %") binds by its limit.
    const limited =
      (bound.test(text) || /not exceed|nicht übersteig|ne pas dépasser|non superi/iu.test(text)) &&
      hasFigure(text, unit.language);
    return (handsIn.test(text) && !tenderObject.test(text)) || limited;
  }
  const cued =
    isObligation(text) ||
    isProhibition(text) ||
    eliminated.test(text) ||
    optionalCue.test(text) ||
    notMinimum.test(text) ||
    (unit.kind === 'item' && unit.leadIn !== null && (isObligation(unit.leadIn) || bidderSubject.test(unit.leadIn)));
  if (byBuyer && !isProhibition(text)) return false;
  // In the award section, the scoring's mechanics (totals, formulas, points given) are the award, not requirements:
  // only what the tenderer must do or reach stays ("tenders below 42 points are excluded").
  if (inAward(unit) && !(bidderFirst && strong) && !eliminated.test(text)) return false;
  if (cued) return true;
  // Without a modal: the contractor acting in the present tense, a binding term with its figure, or a duty in the
  // passive ("is to be cleaned", "sind … zu").
  if (bidderFirst && /\p{L}{3,}/u.test(text)) return true;
  if (byTheBidder.test(text) || bindingPhrase.test(text)) return true;
  // A minimum with its figure under a heading of minimum standards (a table OCR could not rule): "mind. 2".
  if (bound.test(text) && hasFigure(text, unit.language) && requirementTableContext.test(unit.headings.join(' ')))
    return true;
  // "Hired vehicles are allowed, provided that …": a permission on a condition binds by its condition.
  if (allowed.test(text) && conditionClause.test(text)) return true;
  if (bindingNoun.test(text) && hasFigure(text, unit.language)) return true;
  if (/(?<![\p{L}])(?:is|are) to be(?![\p{L}])/iu.test(text)) return true;
  return false;
}

/** A table row that is a requirement: in a table of requirements or criteria, not a timetable, an index or a scale. */
export function rowIsRequirement(
  unit: Unit,
  criteriaRows: ReadonlySet<Unit> = new Set(),
): { requirement: boolean; scored: boolean } {
  const cells = unit.cells ?? [];
  const text = cells.join(' ');
  const no = { requirement: false, scored: false };
  if (cells.filter(Boolean).length === 0) return no;
  const first = cells.find(Boolean) ?? '';
  if (tableOfContents.test(unit.headings[unit.headings.length - 1] ?? '')) return no;
  // An index: a title and a page number.
  if (cells.length === 2 && /^\d{1,3}$/u.test(cells[1]!.trim()) && !unit.head) return no;
  if (markingScale.test(first) && first.length <= 40) return no;
  if (totalRow.test(first) || totalRow.test(cells[1] ?? '')) return no;
  const context = contextOf(unit);
  // In the award section a row is a criterion (the award's reading decides) or nothing: scales, totals, formulas.
  if (criteriaRows.has(unit)) return { requirement: true, scored: true };
  if (inAward(unit) || categoryCues.award_criteria.test(unit.tableIntro ?? '')) return no;
  const dated =
    /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\d{1,2}[:.h]\d{2}/u.test(text) || /\d{4}/u.test(text);
  if (timetableRow.test(first) && dated) return no;
  const cued = isObligation(text) || isProhibition(text) || optionalCue.test(text) || bound.test(text);
  const introBinds =
    unit.tableIntro !== null && bidderSubject.test(opening(unit.tableIntro)) && isObligation(unit.tableIntro);
  const requirementTable = requirementTableContext.test(context);
  if (cued || introBinds) return { requirement: true, scored: false };
  if (requirementTable && hasFigure(text, unit.language)) return { requirement: true, scored: false };
  return no;
}

/** What a table of requirements is about: insurance, service levels, minimum standards, experts, equipment … */
const requirementTableContext =
  /(?<![\p{L}])(?:minimum|mindest\w*|requirement|anforderung\w*|exigences?|exigée?s?|requisit\w*|insurance|versicherung\w*|assurances?|assicura\w*|polizz\w*|seguros?|response|reaktionszeit\w*|intervention\w*|intervent[oi]|délais? d['’]intervention|tempi|service levels?|deliverables?|key experts?|staff|personal\w*|vehicles?|fahrzeug\w*|plant|equipment|geräte?\w*|mezzi|moyens|frequen\w*|intervall\w*|häufigkeit|fréquence|periodicit\w*|nachweis\w*|evidence|justificati\w*|lieferzeit\w*|lieferung\w*|einsatzzeit\w*|visites?|réponse|reperibilità|dotazion\w*|categor(?:y|ies) of defects?|defect)/iu;

/** A page's text by document and page, to lengthen a quote too short to check. */
export type PageTextOf = (documentId: string, page: number) => string | undefined;

export function citationsOf(unit: Unit, pageText: PageTextOf): Citation[] {
  // A list item is quoted with the sentence that leads into its list: together they say what is required.
  const pieces = unit.kind === 'item' && unit.leadInPieces ? [...unit.leadInPieces, ...unit.pieces] : unit.pieces;
  return pieces.map((piece) => {
    let quote = piece.text;
    if (foldText(quote).length < 8) {
      // The tail of a sentence cut by a page break may be a word or two: quote on, to the end of its line.
      const text = pageText(unit.documentId, piece.page) ?? '';
      const lineEnd = text.indexOf('\n', piece.end);
      const start = piece.start;
      quote = text
        .slice(start, lineEnd > 0 && foldText(text.slice(start, lineEnd)).length >= 8 ? lineEnd : start + 60)
        .trim();
    }
    return { documentId: unit.documentId, page: piece.page, quote };
  });
}

function labelledRow(unit: Unit): string {
  const cells = unit.cells ?? [];
  const head = unit.head ?? [];
  return cells
    .map((cell, index) => (cell && head[index] && head[index] !== cell ? `${head[index]}: ${cell}` : cell))
    .filter(Boolean)
    .join(' · ');
}

/** The requirement matrix: every requirement once, in document order. */
export function findRequirements(
  units: readonly Unit[],
  pageText: PageTextOf,
  criteriaRows: ReadonlySet<Unit> = new Set(),
): RequirementClaim[] {
  const found: RequirementClaim[] = [];
  const seen = new Set<string>();
  let previous: { unit: Unit; claim: RequirementClaim } | null = null;
  const leadIns = new Set(units.filter((unit) => unit.kind === 'item' && unit.leadIn).map((unit) => unit.leadIn!));
  // A sentence that introduces the table right after it ("… the insurances listed in Table B1", "… suivantes :") is
  // the table's context: quoted with its first row, not a row of its own.
  const intros = new Map<Unit, Unit>();
  units.forEach((unit, index) => {
    const next = units[index + 1];
    if (
      unit.kind === 'sentence' &&
      next?.kind === 'row' &&
      next.documentId === unit.documentId &&
      (/:\s*$/u.test(unit.text) || refersToTable.test(unit.text))
    ) {
      intros.set(next, unit);
    }
  });
  const introUnits = new Set(intros.values());

  // A table of penalties is one clause: its introduction is the requirement, its rows the amounts.
  const penaltyTables = new Set<string>();
  for (const [row, intro] of [...intros]) {
    if (penaltyWords.test(intro.text) || penaltyWords.test((row.head ?? []).join(' '))) {
      penaltyTables.add(`${row.documentId}:${row.group}`);
      intros.delete(row);
      introUnits.delete(intro);
    }
  }
  // The rows of a table whose introduction is a requirement ("… encourt les pénalités suivantes :") are requirements.
  const bindingTables = new Set(
    [...intros].filter(([, intro]) => sentenceIsRequirement(intro)).map(([row]) => `${row.documentId}:${row.group}`),
  );
  for (const unit of units) {
    if (introUnits.has(unit) && sentenceIsRequirement(unit)) {
      previous = null;
      continue;
    }
    let scored = false;
    if (unit.kind === 'row') {
      if (unit.group !== null && penaltyTables.has(`${unit.documentId}:${unit.group}`)) continue;
      const row = rowIsRequirement(unit, criteriaRows);
      const bound = unit.group !== null && bindingTables.has(`${unit.documentId}:${unit.group}`);
      if (!row.requirement && !(bound && !row.scored && !inAward(unit))) continue;
      scored = row.scored;
    } else {
      // A list's lead-in is the context of its items, not a row of its own.
      if (leadIns.has(unit.text)) continue;
      if (!sentenceIsRequirement(unit)) {
        previous = null;
        continue;
      }
      scored =
        inAward(unit) && (assessed.test(unit.text) || percentOrPoints.test(unit.text)) && !isProhibition(unit.text);
      // A sentence that only goes on about the requirement before it is its context.
      if (
        previous &&
        previous.unit.documentId === unit.documentId &&
        previous.unit.order === unit.order - 1 &&
        previous.unit.kind === unit.kind &&
        anaphora.test(unit.text) &&
        !isObligation(unit.text.slice(0, 40))
      ) {
        previous.claim.data.context = [previous.claim.data.context, unit.text].filter(Boolean).join(' ');
        continue;
      }
    }
    const text = unit.kind === 'row' ? labelledRow(unit) : unit.text;
    const key = requirementKey(`${unit.documentId}|${text}`);
    if (seen.has(key)) continue;
    seen.add(key);
    const judged = unit.kind === 'row' ? `${text} ${unit.tableIntro ?? ''}` : `${unit.leadIn ?? ''} ${unit.text}`;
    const kind = obligationOf(unit.kind === 'row' ? text : unit.text, scored);
    const intro = intros.get(unit);
    const claim: RequirementClaim = {
      text,
      status: 'cited',
      citations: intro
        ? [...citationsOf(intro, pageText), ...citationsOf(unit, pageText)]
        : citationsOf(unit, pageText),
      data: {
        category: categoryOf(unit, scored),
        obligation: kind === 'mandatory' && unit.kind === 'item' && unit.leadIn ? obligationOf(judged, scored) : kind,
        key,
      },
    };
    const condition = claim.data.obligation === 'conditional' ? conditionText(unit.text) : undefined;
    if (condition) claim.data.condition = condition;
    const context = unit.kind === 'item' ? unit.leadIn : unit.kind === 'row' ? unit.tableIntro : null;
    if (context) claim.data.context = context;
    found.push(claim);
    previous = unit.kind === 'row' ? null : { unit, claim };
  }
  return found;
}
