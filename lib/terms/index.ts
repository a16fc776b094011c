// The multilingual term base's front door: words folded and stemmed per language, compounds split, concepts found
// in a text and given in another language; the stored term base (app.terms) synced and loaded.
export { fold } from './fold';
export { baseLanguage, guessLanguage, isStopword, stem, stemmedLanguages, tokenize, type Token } from './words';
export {
  genericLabelWords,
  TermBase,
  type ConceptMatch,
  type StemmedToken,
  type TermRow,
  type TermSource,
} from './term-base';
export { termRowsFromSources, termRowsVersion } from './sources';
export { glossaryConcepts, glossaryLanguages, type GlossaryConcept } from './glossary';
export { loadTermBase, shippedTermBase, syncTermBase } from './store';
