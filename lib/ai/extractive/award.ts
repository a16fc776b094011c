// Award criteria with their weights, from tables and text: the price/quality split stated in a sentence, criteria
// and sub-criteria from the award table (a sub-criterion knows its parent by its numbering, its table's columns or
// the split it belongs to), formulas quoted. Marking scales, formatting rules and penalties are never criteria. The
// weights are checked: the top-level ones add up to 100 % (or the points stated), each parent's children to it.
import type { Claim } from '../claims';
import { categoryCues, markingScale } from './cues';
import { citationsOf, type PageTextOf } from './requirements';
import type { Unit } from './reading';

export interface Criterion {
  name: string;
  weight: number;
  unit: 'percent' | 'points';
  parent: string | null;
  /** The parent's cell as written, its weight perhaps in it ("Valeur technique … (60 %)"). */
  parentText?: string;
  /** Its own words, where it stands on a line of its own ("Price: 60 %"): quoted instead of the whole unit. */
  quote?: string;
  ref: string | null;
  unitOf: Unit;
}

const weightHead =
  /(?<![\p{L}])(?:weight\w*|points?|marks?|score|max\w*|gewicht\w*|punkte?|wertungspunkte|pondération|points?|poids|note|punt\w*|peso|ponderaci\w*|weging|punten|waga|punktów)(?![\p{L}])/iu;
const subHead =
  /(?<![\p{L}])(?:sub-?criteri\w*|unterkriteri\w*|sous-critères?|sottocriteri\w*|subcriteri\w*|subcriterio|deelcriteri\w*|podkryteri\w*)(?![\p{L}])/iu;
const criterionColumnHead =
  /(?<![\p{L}])(?:criteri\w*|kriteri\w*|critères?|zuschlagskriteri\w*|criterio|kryteri\w*)(?![\p{L}])/iu;
const totalWord = /^(?:total|gesamt|summe|insgesamt|totale?|somme|suma|totaal|razem)(?![\p{L}])/iu;
const refCell =
  /^(?:[A-Z]?\d{1,2}(?:\.\d{1,2}){0,2}[a-z]?\.?|[A-Z](?:\.\d{1,2}){0,2}\.?|[IVX]{1,4}\.?|Q\d{1,2}|K\d{1,2})$/u;
const weightCell =
  /^\s*(?:max(?:imum|\.)?\s*)?(\d{1,4}(?:[.,]\d{1,2})?)\s*(%|pts?\.?|points?|punkte?|punti|puntos|punten|marks?|prozent)?\s*$/iu;
const weightInText = /\(?(\d{1,3}(?:[.,]\d{1,2})?)\s*(%|points?|punkte?|punti|puntos|punten|marks?)\)?/iu;

/** Words that head the usual criteria, in the languages read: a split is named by them. */
const criterionHead =
  /(?<![\p{L}])(?:price|cost|quality|technical|environment\w*|sustainab\w*|delivery|service|preis|kosten|qualität|umwelt\w*|technik|prix|coût|valeur technique|qualité|environnement\w*|prezzo|offerta (?:tecnica|economica)|qualità|precio|calidad|oferta técnica|prijs|kwaliteit|cena|jakość)(?![\p{L}])/iu;

const verbish =
  /(?<![\p{L}])(?:carries|carry|receives?|is|are|will|weighted|accounts?|counts?|erhält|zählt|wird|werden|gewichtet|ist|reçoit|compte|est|vale|pesa|riceve|è|recibe|cuenta|es|krijgt|telt|weegt|otrzymuje)(?![\p{L}])/iu;

const fontRule =
  /(?<![\p{L}])(?:font|schrift\w*|police|carattere|tipo de letra|lettertype|pt\b|point size)(?![\p{L}])/iu;
const formula = /(?<![\p{L}])(?:formula|formel|formule|fórmula|formule)(?![\p{L}])|[×÷]|\bx\s?\d{2,4}\b|=\s*\(/iu;

function number(text: string): number {
  return Number(text.replace(',', '.'));
}

function unitOfWeight(suffix: string | undefined, head: string | null): 'percent' | 'points' {
  if (suffix && /%|prozent/iu.test(suffix)) return 'percent';
  if (suffix) return 'points';
  return head &&
    /%|gewicht|weight|pondération|peso|ponderaci|weging|waga/iu.test(head) &&
    !/punkt|point|punt|mark/iu.test(head)
    ? 'percent'
    : 'points';
}

function inAwardSection(unit: Unit): boolean {
  const heading = unit.headings[unit.headings.length - 1] ?? '';
  return (
    categoryCues.award_criteria.test(heading) ||
    categoryCues.award_criteria.test(unit.tableIntro ?? '') ||
    (unit.head !== null && categoryCues.award_criteria.test(unit.head.join(' ')))
  );
}

/**
 * A marking scale: most of its rows grade ("Excellent", "sehr gut erfüllt", "Très satisfaisant"), or its figures
 * fall row by row down to nothing (5, 3, 1, 0 points; 100 %, 70 %, 40 %, 0 %).
 */
function scaleTables(units: readonly Unit[]): Set<string> {
  const graded = new Map<string, { rows: number; grades: number; values: number[] }>();
  for (const unit of units) {
    if (unit.kind !== 'row' || unit.group === null) continue;
    const key = `${unit.documentId}:${unit.group}`;
    const entry = graded.get(key) ?? { rows: 0, grades: 0, values: [] };
    entry.rows++;
    const cells = unit.cells ?? [];
    if (cells.slice(0, 2).some((cell) => markingScale.test(cell.slice(0, 30)))) entry.grades++;
    const figure = cells
      .map((cell) => /^\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:%|\p{L}{0,10})\s*$/u.exec(cell))
      .find(Boolean);
    if (figure) entry.values.push(number(figure[1]!));
    graded.set(key, entry);
  }
  const falling = (values: number[]) =>
    values.length >= 3 &&
    values[values.length - 1] === 0 &&
    values.every((value, i) => i === 0 || value < values[i - 1]!);
  return new Set(
    [...graded].filter(([, e]) => e.rows >= 2 && (e.grades >= e.rows / 2 || falling(e.values))).map(([key]) => key),
  );
}

/** Criteria from the rows of award tables. */
function tableCriteria(units: readonly Unit[], scales: Set<string>, split: readonly Criterion[]): Criterion[] {
  const criteria: Criterion[] = [];
  // The criterion cell a sub-criterion's row leaves empty (spanning cells), carried down its table.
  const carry: { parent: { name: string; table: string } | null } = { parent: null };
  for (const unit of units) {
    if (unit.kind !== 'row' || !unit.cells || !inAwardSection(unit)) continue;
    const table = `${unit.documentId}:${unit.group}`;
    if (scales.has(table)) continue;
    const cells = unit.cells;
    const head = unit.head ?? [];
    // A total row ("Total", "Gesamt"): its first words say so, and no sub-criterion stands in it.
    const firstText = cells.find((cell) => cell.trim() && !refCell.test(cell.trim()))?.trim() ?? '';
    const numberedSub = cells.some((cell) => /^(?:\d{1,2}\.\d{1,2}|[A-Z]\.\d)\s/u.test(cell.trim()));
    if (totalWord.test(firstText) && !numberedSub) continue;
    const weightColumn = head.findIndex((cell) => weightHead.test(cell));
    const weightIndex =
      weightColumn >= 0 && weightCell.test(cells[weightColumn] ?? '')
        ? weightColumn
        : (cells
            .map((cell, index) => (weightCell.test(cell) ? index : -1))
            .filter((index) => index >= 0)
            .pop() ?? -1);
    if (weightIndex < 0) continue;
    const match = weightCell.exec(cells[weightIndex]!)!;
    const weight = number(match[1]!);
    const unitName = unitOfWeight(match[2], head[weightIndex] ?? null);
    const textCells = cells
      .map((cell, index) => ({ cell: cell.trim(), index }))
      .filter(({ cell, index }) => index !== weightIndex && cell && !refCell.test(cell));
    const ref = cells.find((cell, index) => index !== weightIndex && refCell.test(cell.trim()))?.trim() ?? null;
    if (textCells.length === 0) continue;
    // A column of criteria beside the column of sub-criteria ("Critère | Sous-critère"), not a column of numbers.
    const subColumn = head.findIndex((cell) => subHead.test(cell));
    const criterionBeside = subColumn > 0 && criterionColumnHead.test(head[subColumn - 1] ?? '');
    let name: string;
    let parent: string | null = null;
    let parentText: string | undefined;
    if (criterionBeside) {
      // A table of criteria and their sub-criteria: the criterion's cell is carried down the rows it spans.
      const criterionCell = (cells[subColumn - 1] ?? '').trim();
      const carried = carry.parent;
      if (criterionCell && carried?.table === table && !carried.name.endsWith(criterionCell)) {
        // A cell that goes on in lower case continues the criterion above ("… au vu du" / "mémoire technique").
        const continuing = /^\p{Ll}/u.test(criterionCell);
        carry.parent = continuing
          ? { table, name: `${carried.name} ${criterionCell}` }
          : { table, name: criterionCell };
      } else if (criterionCell && carried?.table !== table) carry.parent = { table, name: criterionCell };
      const subCell = (cells[subColumn] ?? '').trim();
      const parentName = carry.parent?.name ?? criterionCell;
      // A numbered sub-criterion ("2.1 …") belongs to the criterion beside it; an unnumbered one describes it.
      if (subCell && /^(?:\d{1,2}\.\d{1,2}|[A-Z]\.\d|\(?[a-z]\))/u.test(subCell)) {
        name = subCell;
        parent = parentName
          .replace(/\s*[,(].*$/u, '')
          .replace(/^\d+\.\s*/u, '')
          .trim();
        parentText = parentName;
      } else {
        name = parentName.replace(/^\d+\.\s*/u, '');
      }
    } else {
      name = textCells.sort((a, b) => b.cell.length - a.cell.length)[0]!.cell;
      if (ref && /[a-z]$|\.\d/u.test(ref)) {
        const parentRef = ref.replace(/[a-z]$|\.\d{1,2}\.?$/u, '').replace(/\.$/u, '');
        parent = criteria.find((criterion) => criterion.ref?.replace(/\.$/u, '') === parentRef)?.name ?? null;
      } else if (subHead.test(head.join(' ')) || subHead.test(unit.tableIntro ?? '')) {
        // "Quality sub-criterion": the split's quality criterion is the parent.
        parent = split.find((criterion) => /qualit|technic|techni|valeur|tecnic/iu.test(criterion.name))?.name ?? null;
      }
    }
    criteria.push({ name: cleanName(name), weight, unit: unitName, parent, parentText, ref, unitOf: unit });
  }
  // A parent criterion whose weight stood in its own text ("Valeur technique … (60 %)") is a criterion too.
  for (const child of [...criteria]) {
    if (!child.parent || !child.parentText || criteria.some((criterion) => criterion.name === child.parent)) continue;
    const match = weightInText.exec(child.parentText);
    if (!match) continue;
    criteria.push({
      name: child.parent,
      weight: number(match[1]!),
      unit: unitOfWeight(match[2], null),
      parent: null,
      ref: null,
      unitOf: child.unitOf,
    });
  }
  return criteria;
}

function cleanName(name: string): string {
  return name
    .replace(/,?\s*(?:davon|of which|dont|di cui|de los cuales|waarvan)\s*:?$/iu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** "price 30% and quality 70%", "Price carries 600 marks and quality 400 marks", "Preis 60 %, Qualität 40 %". */
function splitCriteria(units: readonly Unit[]): Criterion[] {
  const criteria: Criterion[] = [];
  for (const unit of units) {
    if (unit.kind === 'row' || !inAwardSection(unit)) continue;
    const text = unit.text;
    if (fontRule.test(text)) continue;
    const weights = [
      ...text.matchAll(
        /(\d{1,4}(?:[.,]\d{1,2})?)\s?(%|per ?cent|prozent|pour cent|per cento|por ciento|points?|punkte?|punti|puntos|punten|marks?)(?![\p{L}])/giu,
      ),
    ];
    if (weights.length < 2) continue;
    const found: Criterion[] = [];
    let from = 0;
    for (const weight of weights) {
      const before = text.slice(from, weight.index);
      from = weight.index + weight[0].length;
      const heads = [...before.matchAll(new RegExp(criterionHead.source, 'giu'))];
      const head = heads[heads.length - 1]?.[0];
      // The words just before the weight name it ("Quality of the cleaning concept: 30 %"), unless they say more
      // than a name does ("Price carries 600 marks"): then the criterion's head word does.
      const segment = (
        before
          .replace(/[\s:–—-]+$/u, '')
          .split(/[\n:;]|,\s/u)
          .pop() ?? ''
      )
        .replace(/^\s*(?:and|und|et|e|y|en|i|or|oder|ou|o)\s+/iu, '')
        .replace(/\s*[–—-]\s*$/u, '')
        .replace(
          /\s+(?:up to|of up to|max(?:imum|\.)?|bis zu|höchstens|maximal|jusqu['’]à|au plus|fino a|al massimo|massimo|hasta|tot|maximaal)$/iu,
          '',
        )
        .trim();
      if (totalWord.test(segment)) continue;
      const plain = segment.length >= 3 && segment.length <= 60 && !verbish.test(segment) && /^\p{L}/u.test(segment);
      const name = plain ? segment : head;
      if (!name || (!plain && !head)) continue;
      // A criterion on a line of its own is quoted by that line, so each cites its own words.
      const piece = unit.pieces[0]!.text;
      const lineStart = piece.lastIndexOf('\n', weight.index) + 1;
      const lineEnd = piece.indexOf('\n', weight.index);
      const line = piece.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).trim();
      const ownLine =
        unit.pieces.length === 1 &&
        line.length >= 8 &&
        line.includes(segment) &&
        (line.match(/\d\s?%|\d\s?(?:points?|punkte?|punti|marks?)/giu) ?? []).length === 1;
      found.push({
        name: name.charAt(0).toUpperCase() + name.slice(1),
        weight: number(weight[1]!),
        unit: /%|cent|prozent/iu.test(weight[2]!) ? 'percent' : 'points',
        parent: null,
        ref: null,
        unitOf: unit,
        ...(ownLine ? { quote: line } : {}),
      });
    }
    // A split names the usual criteria, or its shares make the whole: "1 % entspricht 1 Punkt" is neither.
    const named = found.every((criterion) => criterionHead.test(criterion.name));
    const whole =
      found.every((criterion) => criterion.unit === 'percent') &&
      Math.abs(found.reduce((sum, criterion) => sum + criterion.weight, 0) - 100) < 0.01;
    if (found.length >= 2 && (named || whole)) criteria.push(...found);
  }
  return criteria;
}

/** Criteria listed one a line under the award heading: "Price: 60 %", "Qualität des Konzepts – 30 Punkte". */
function listedCriteria(units: readonly Unit[]): Criterion[] {
  const criteria: Criterion[] = [];
  for (const unit of units) {
    if (unit.kind === 'row' || !inAwardSection(unit) || unit.text.length > 120 || fontRule.test(unit.text)) continue;
    const match =
      /^(?:[-–•·*]\s*|\(?[a-z\d]{1,2}[.)]\s+)?([\p{L}][\p{L}\p{N}'’,()\- ]{2,90}?)\s*[:–—-]\s*(\d{1,4}(?:[.,]\d{1,2})?)\s?(%|prozent|per ?cent|points?|punkte?|punti|puntos|punten|marks?)\.?$/iu.exec(
        unit.text.trim(),
      );
    if (!match || markingScale.test(match[1]!.slice(0, 30))) continue;
    criteria.push({
      name: match[1]!.trim(),
      weight: number(match[2]!),
      unit: /%|prozent|cent/iu.test(match[3]!) ? 'percent' : 'points',
      parent: null,
      ref: null,
      unitOf: unit,
    });
  }
  return criteria;
}

function sameCriterion(a: Criterion, b: Criterion): boolean {
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length > 3),
    );
  const shared = [...words(a.name)].filter((word) => words(b.name).has(word)).length;
  return a.weight === b.weight && (shared > 0 || a.name.toLowerCase().startsWith(b.name.toLowerCase().slice(0, 5)));
}

export interface AwardFindings {
  criteria: Claim[];
  /** The table rows criteria were read from: the compliance matrix scores these rows, no others of the award. */
  rows: Set<Unit>;
  /** The weights' check, as a claim of its own; null without criteria. */
  check: Claim | null;
  formulas: Claim[];
}

function format(weight: number, unit: Criterion['unit']): string {
  return unit === 'percent' ? `${weight} %` : `${weight} point${weight === 1 ? '' : 's'}`;
}

export function findAwardCriteria(units: readonly Unit[], pageText: PageTextOf): AwardFindings {
  const split = splitCriteria(units);
  const scales = scaleTables(units);
  const fromTables = tableCriteria(units, scales, split);
  // The split sentence and the table may name the same criterion; within a table, equal weights are no duplicates.
  const all = [...split];
  for (const criterion of [...fromTables, ...listedCriteria(units)]) {
    const twin = all.find(
      (other) =>
        (split.includes(other) && sameCriterion(other, criterion)) ||
        (other.name === criterion.name && other.weight === criterion.weight),
    );
    if (!twin) all.push(criterion);
  }
  const criteria = all.map((criterion): Claim => ({
    text: `${criterion.parent ? `${criterion.parent} › ` : ''}${criterion.name}: ${format(criterion.weight, criterion.unit)}`,
    status: 'cited',
    citations: criterion.quote
      ? [{ documentId: criterion.unitOf.documentId, page: criterion.unitOf.pieces[0]!.page, quote: criterion.quote }]
      : citationsOf(criterion.unitOf, pageText),
    data: {
      criterion: criterion.name,
      weight: criterion.weight,
      unit: criterion.unit,
      parent: criterion.parent,
      ref: criterion.ref,
    },
  }));
  const formulas = units
    .filter((unit) => unit.kind !== 'row' && inAwardSection(unit) && formula.test(unit.text) && /\d/u.test(unit.text))
    .slice(0, 4)
    .map((unit): Claim => ({
      text: unit.text,
      status: 'cited',
      citations: citationsOf(unit, pageText),
      data: { formula: true },
    }));
  const rows = new Set(all.filter((criterion) => criterion.unitOf.kind === 'row').map((criterion) => criterion.unitOf));
  return { criteria, rows, check: weightCheck(all), formulas };
}

/** Whether the weights add up: the top level to 100 % (or to the points' round total), each parent's children to it. */
function weightCheck(criteria: readonly Criterion[]): Claim | null {
  const top = criteria.filter((criterion) => !criterion.parent);
  if (top.length === 0) return null;
  const problems: string[] = [];
  const percent = top.every((criterion) => criterion.unit === 'percent');
  const sum = top.reduce((total, criterion) => total + criterion.weight, 0);
  if (percent && Math.abs(sum - 100) > 0.01) problems.push(`the criteria add up to ${sum} %, not 100 %`);
  for (const parent of top) {
    const children = criteria.filter((criterion) => criterion.parent === parent.name);
    if (children.length === 0) continue;
    const childSum = children.reduce((total, criterion) => total + criterion.weight, 0);
    const sameUnit = children.every((child) => child.unit === parent.unit);
    if (sameUnit && Math.abs(childSum - parent.weight) > 0.01) {
      problems.push(
        `the sub-criteria of ${parent.name} add up to ${format(childSum, parent.unit)}, not ${format(parent.weight, parent.unit)}`,
      );
    }
  }
  const total = percent ? '100 %' : format(sum, top[0]!.unit);
  return problems.length === 0
    ? {
        text: `The weights add up: ${top.map((c) => `${c.name} ${format(c.weight, c.unit)}`).join(' + ')} = ${total}.`,
        status: 'derived',
        citations: [],
        data: { weightsAddUp: true },
      }
    : {
        text: `Check the weights: ${problems.join('; ')}.`,
        status: 'derived',
        citations: [],
        data: { weightsAddUp: false },
      };
}
