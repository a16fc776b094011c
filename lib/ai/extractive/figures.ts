// Whether a text states a figure: digits, or a number written in words in one of the languages the analysis reads.
const numberWords =
  /(?<![\p{L}])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|thousand|million|eins?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|zwanzig|dreißig|vierzig|fünfzig|sechzig|hundert|tausend|million|un|une|deux|trois|quatre|cinq|sept|huit|neuf|dix|douze|quinze|vingt|trente|quarante|soixante|cent|mille|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|quindici|venti|trenta|cento|mille|mila|dos|tres|cuatro|seis|siete|ocho|nueve|diez|quince|veinte|treinta|cien|ciento|mil|twee|drie|vijf|zes|zeven|negen|tien|twaalf|twintig|dertig|honderd|duizend)\p{L}*(?![\p{L}])/iu;

export function hasFigure(text: string, _language: string | null): boolean {
  return /\p{N}/u.test(text) || numberWords.test(text);
}
