// Words that carry no subject of their own in en, de, fr, it, es, nl, pt and pl: articles, pronouns, auxiliaries,
// prepositions and the question words, folded. A question's other words are what is looked for.
import { fold } from './fold';

const lists: Record<string, string> = {
  en: `a an the and or but if of to in on at by for from with without into onto over under about as is are was were be been
    being am do does did done have has had having can could may might must shall should will would need needs needed
    we our us you your they their them it its this that these those there here what which who whom whose when where why how
    much many long far often soon any some all each every no not nor only also than then so such very more most less least
    up out per yes i me my he she his her one get got give put use make allowed able whether until till before after
    during within between both either neither again further once same other another just too own ever anything something
    kind sort pre post sub non co there's what's when's how's isn't aren't don't doesn't can't won't`,
  de: `der die das den dem des ein eine einer eines einem einen und oder aber wenn ob zu zum zur im in an am auf bei für von
    vom mit ohne aus nach über unter um als ist sind war waren sein gewesen wird werden wurde wurden worden hat haben hatte
    hatten kann können konnte könnten darf dürfen durfte muss müssen musste soll sollen sollte will wollen möchten mag wir
    unser unsere unserer unseren unserem uns ihr ihre ihren ihrem ihrer sie es er man dies diese dieser dieses diesem diesen
    jene was welche welcher welches welchen welchem wer wen wem wessen wann wo wie warum wieso weshalb viel viele wieviel
    lange weit oft gibt gib es noch schon auch nur nicht kein keine keinen keiner nein ja sehr mehr bis seit während vor
    zwischen sich denn dann so also etwa hoch gilt gelten genau bitte alle jede jeder jedes`,
  fr: `le la les l un une des du de d et ou mais si à au aux en dans sur sous par pour avec sans chez entre vers est sont était
    étaient être été a ont avait avoir eu fait faut peut peuvent pouvons doit doivent devons nous notre nos vous votre vos ils
    elles il elle on leur leurs ce cet cette ces ça cela ceci qui que quoi quel quelle quels quelles lequel laquelle quand où
    comment pourquoi combien y est-ce ne pas plus moins très tout tous toute toutes chaque aucun aucune oui non se sa son ses
    jusqu jusqu'à jusque qu s t n c m j`,
  it: `il lo la i gli le l un uno una un' e ed o oppure ma se di del dello della dei degli delle da dal dallo dalla dai dagli
    dalle a al allo alla ai agli alle in nel nello nella nei negli nelle su sul sullo sulla sui sugli sulle per con tra fra è
    sono era erano essere stato stata c ci si ha hanno avere abbiamo può possono possiamo deve devono dobbiamo noi nostro
    nostra nostri nostre voi vostro loro questo questa questi queste quello quella che chi cosa quale quali quando dove come
    perché quanto quanta quanti quante entro fino non più meno molto tutto tutti ogni nessuno sì no viene vengono`,
  es: `el la los las lo un una unos unas y e o u pero si de del a al en con sin por para sobre entre hasta desde es son era
    eran ser sido ha han haber hay puede pueden podemos debe deben debemos nosotros nuestro nuestra nuestros nuestras su sus
    este esta estos estas ese esa que qué quién cuál cuáles cuándo dónde cómo cuánto cuánta cuántos cuántas no más menos muy
    todo todos cada se le les`,
  nl: `de het een en of maar als dan van te in op aan bij voor met zonder uit naar over onder om is zijn was waren geweest
    wordt worden werd werden heeft hebben had kan kunnen mag mogen moet moeten zal zullen wij we ons onze u uw zij ze hij het
    dit dat deze die wat welke wie wanneer waar hoe waarom hoeveel lang ver vaak er niet geen ja nee ook nog al zeer meer tot
    tijdens`,
  pt: `o a os as um uma uns umas e ou mas se de do da dos das em no na nos nas por para com sem sobre entre até é são era ser
    foi tem têm ter há pode podem podemos deve devem devemos nós nosso nossa nossos nossas seu sua este esta isso que qual
    quais quando onde como quanto quanta quantos quantas não mais menos muito todo todos cada`,
  pl: `i a lub albo ale jeśli czy w we na z ze do od o po przy przez dla bez pod nad między jest są był była było być będzie
    ma mają mieć może mogą możemy musi muszą musimy my nasz nasza nasze nasi wy wasz oni one on ona ono to ten ta te tego
    który która które co kto kiedy gdzie jak dlaczego ile ilu nie tak bardzo więcej mniej każdy wszystkie się`,
};

function wordsOf(list: string): string[] {
  return list
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) => fold(word).replace(/[’']/gu, ''));
}

/** Each language's function words, folded. */
export const stopwordsByLanguage: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(lists).map(([language, list]) => [language, new Set(wordsOf(list))]),
);

export const stopwords: ReadonlySet<string> = new Set(Object.values(lists).flatMap(wordsOf));
