// Multilingual phrase data for the sample tender generator: procurement subjects (CPV, value ranges, texts) and notice templates in 12 languages.
export const sampleLanguages = ['en', 'de', 'sk', 'cs', 'ro', 'fr', 'it', 'es', 'pl', 'nl', 'pt', 'sv'] as const;
export type SampleLanguage = (typeof sampleLanguages)[number];

export interface SubjectText {
  /** Noun phrase naming what is bought, usable as a tender title on its own, e.g. 'Lieferung von Büromöbeln' / 'Supply of office furniture'. Sentence case, no trailing period. */
  readonly title: string;
  /** One or two complete sentences describing the scope concretely (quantities, standards, what is included), in the same language, ending with a period. No place names, no buyer names. */
  readonly scope: string;
}

export interface SampleSubject {
  /** A real 8-digit CPV 2008 code (no check digit) that fits the subject. */
  readonly cpv: string;
  /** Contract nature: 'works' | 'supplies' | 'services'. */
  readonly nature: 'works' | 'supplies' | 'services';
  /** Relative frequency (1–10), so construction and common services appear more often, like on TED. */
  readonly weight: number;
  /** Typical estimated value range in EUR [min, max]. */
  readonly valueRange: readonly [number, number];
  readonly text: Readonly<Record<SampleLanguage, SubjectText>>;
}

export interface LanguageFrames {
  /** Buyer name templates with {place}: e.g. 'Stadt {place}', 'Landkreis {place}', 'Universitätsklinikum {place}', 'Stadtwerke {place} GmbH'. 6–8 entries, a realistic mix (municipality, region, hospital, university, utility, school authority, ministry-like body). */
  readonly buyers: readonly string[];
  /** Title templates with {subject} and {place}; e.g. '{subject} – {place}', '{subject} für die Stadt {place}' — 3–4 entries. Must read naturally when {subject} is a SubjectText.title. */
  readonly titles: readonly string[];
  /** Description templates: 3 entries, each 2–3 sentences, using {buyer}, {subject} (the SubjectText.title, lower-cased where the language needs it is NOT done by code, so phrase templates so the title can follow a colon or stand in quotes), {scope} (the SubjectText.scope sentence(s)), {place}, {months} (a number of months). Realistic procurement prose, e.g. "{buyer} vergibt den Auftrag „{subject}“. {scope} Leistungsort: {place}. Die Vertragslaufzeit beträgt {months} Monate."  */
  readonly descriptions: readonly string[];
  /** Lot title template with {n} and {part}, e.g. 'Los {n}: {part}'. */
  readonly lot: string;
  /** Names for lot parts when a tender is split by area: 4 entries like 'Nord', 'Süd', 'Ost', 'West' (or 'Bezirk Nord'…), in the language. */
  readonly lotParts: readonly string[];
}

export const sampleSubjects: readonly SampleSubject[] = [
  // 45 – Construction works
  {
    cpv: '45214200',
    nature: 'works',
    weight: 10,
    valueRange: [400_000, 6_000_000],
    text: {
      en: {
        title: 'Renovation of a primary school',
        scope:
          'Complete renovation of a three-storey school building with 18 classrooms, including replacement of windows, heating and electrical installations, new sanitary facilities and step-free access. The works are to be carried out in phases while teaching continues.',
      },
      de: {
        title: 'Sanierung der Grundschule',
        scope:
          'Generalsanierung eines dreigeschossigen Schulgebäudes mit 18 Klassenräumen einschließlich Erneuerung der Fenster, der Heizungs- und Elektroinstallation, neuer Sanitäranlagen und eines barrierefreien Zugangs. Die Arbeiten erfolgen abschnittsweise bei laufendem Schulbetrieb.',
      },
      sk: {
        title: 'Rekonštrukcia základnej školy',
        scope:
          'Komplexná rekonštrukcia trojpodlažnej budovy školy s 18 učebňami vrátane výmeny okien, vykurovania a elektroinštalácie, nových sociálnych zariadení a bezbariérového prístupu. Práce sa budú vykonávať po etapách za plnej prevádzky školy.',
      },
      cs: {
        title: 'Rekonstrukce základní školy',
        scope:
          'Celková rekonstrukce třípodlažní budovy školy s 18 učebnami včetně výměny oken, rozvodů vytápění a elektroinstalace, nového sociálního zařízení a bezbariérového přístupu. Práce budou prováděny po etapách za plného provozu školy.',
      },
      ro: {
        title: 'Reabilitarea școlii gimnaziale',
        scope:
          'Reabilitarea completă a unei clădiri școlare cu trei niveluri și 18 săli de clasă, inclusiv înlocuirea tâmplăriei și a instalațiilor de încălzire și electrice, realizarea de grupuri sanitare noi și asigurarea accesului pentru persoanele cu dizabilități. Lucrările se execută etapizat, fără întreruperea activității didactice.',
      },
      fr: {
        title: 'Réhabilitation d’une école élémentaire',
        scope:
          'Réhabilitation complète d’un bâtiment scolaire de trois niveaux comprenant 18 salles de classe, incluant le remplacement des menuiseries extérieures et des installations de chauffage et d’électricité, la création de sanitaires neufs et la mise en accessibilité. Les travaux sont réalisés par phases en site occupé.',
      },
      it: {
        title: 'Ristrutturazione della scuola primaria',
        scope:
          'Ristrutturazione completa di un edificio scolastico di tre piani con 18 aule, comprensiva di sostituzione degli infissi, rifacimento degli impianti termici ed elettrici, nuovi servizi igienici ed eliminazione delle barriere architettoniche. I lavori saranno eseguiti per fasi senza interruzione dell’attività didattica.',
      },
      es: {
        title: 'Obras de reforma del colegio de educación primaria',
        scope:
          'Reforma integral de un edificio escolar de tres plantas con 18 aulas, incluida la sustitución de las carpinterías exteriores y de las instalaciones de calefacción y electricidad, nuevos aseos y accesibilidad universal. Las obras se ejecutarán por fases sin interrumpir la actividad docente.',
      },
      pl: {
        title: 'Remont budynku szkoły podstawowej',
        scope:
          'Kompleksowy remont trzykondygnacyjnego budynku szkoły z 18 salami lekcyjnymi, obejmujący wymianę stolarki okiennej, instalacji grzewczej i elektrycznej, nowe sanitariaty oraz dostosowanie obiektu do potrzeb osób z niepełnosprawnościami. Roboty będą prowadzone etapami, bez przerywania zajęć dydaktycznych.',
      },
      nl: {
        title: 'Renovatie van een basisschool',
        scope:
          'Volledige renovatie van een schoolgebouw met drie bouwlagen en 18 lokalen, inclusief vervanging van de kozijnen en van de verwarmings- en elektrotechnische installaties, nieuw sanitair en een drempelvrije toegang. De werkzaamheden worden gefaseerd uitgevoerd terwijl het onderwijs doorgaat.',
      },
      pt: {
        title: 'Requalificação da escola básica',
        scope:
          'Requalificação integral de um edifício escolar de três pisos com 18 salas de aula, incluindo a substituição de caixilharias e das instalações de aquecimento e elétricas, novas instalações sanitárias e acessibilidade para pessoas com mobilidade condicionada. A empreitada será executada por fases, sem interrupção da atividade letiva.',
      },
      sv: {
        title: 'Renovering av grundskola',
        scope:
          'Totalrenovering av en skolbyggnad i tre våningar med 18 klassrum, inklusive byte av fönster, värme- och elinstallationer, nya sanitetsutrymmen och tillgänglighetsanpassad entré. Arbetet utförs etappvis medan skolverksamheten pågår.',
      },
    },
  },
  {
    cpv: '45233223',
    nature: 'works',
    weight: 9,
    valueRange: [150_000, 3_000_000],
    text: {
      en: {
        title: 'Resurfacing of local roads',
        scope:
          'Milling and replacement of the asphalt wearing course on approximately 6.5 km of local roads, including adjustment of manhole covers and gullies and renewal of road markings. Traffic management during the works is included.',
      },
      de: {
        title: 'Deckenerneuerung von Gemeindestraßen',
        scope:
          'Fräsen und Erneuerung der Asphaltdeckschicht auf rund 6,5 km Gemeindestraßen einschließlich Anpassung von Schachtabdeckungen und Straßenabläufen sowie Erneuerung der Fahrbahnmarkierung. Die Verkehrssicherung während der Bauzeit ist Bestandteil der Leistung.',
      },
      sk: {
        title: 'Obnova povrchu miestnych komunikácií',
        scope:
          'Frézovanie a pokládka novej obrusnej vrstvy asfaltu na približne 6,5 km miestnych komunikácií vrátane výškovej úpravy poklopov a uličných vpustí a obnovy vodorovného dopravného značenia. Súčasťou plnenia je aj prenosné dopravné značenie počas prác.',
      },
      cs: {
        title: 'Obnova povrchu místních komunikací',
        scope:
          'Frézování a pokládka nové obrusné vrstvy asfaltu na přibližně 6,5 km místních komunikací včetně výškové úpravy poklopů a uličních vpustí a obnovy vodorovného dopravního značení. Součástí plnění je i přechodné dopravní značení po dobu stavby.',
      },
      ro: {
        title: 'Refacerea îmbrăcăminții asfaltice a drumurilor locale',
        scope:
          'Frezarea și așternerea unui nou strat de uzură din mixtură asfaltică pe aproximativ 6,5 km de drumuri locale, inclusiv aducerea la cotă a capacelor de cămin și a gurilor de scurgere și refacerea marcajelor rutiere. Semnalizarea rutieră pe durata lucrărilor este inclusă.',
      },
      fr: {
        title: 'Réfection de la chaussée des voies communales',
        scope:
          'Rabotage et mise en œuvre d’une nouvelle couche de roulement en enrobé sur environ 6,5 km de voies communales, y compris la mise à niveau des regards et avaloirs et la reprise de la signalisation horizontale. La signalisation temporaire de chantier est comprise.',
      },
      it: {
        title: 'Rifacimento del manto stradale delle strade comunali',
        scope:
          'Fresatura e stesa di un nuovo strato di usura in conglomerato bituminoso su circa 6,5 km di strade comunali, compresi il ripristino in quota di chiusini e caditoie e il rifacimento della segnaletica orizzontale. È inclusa la segnaletica temporanea di cantiere.',
      },
      es: {
        title: 'Renovación del firme de vías municipales',
        scope:
          'Fresado y extendido de una nueva capa de rodadura de mezcla bituminosa en aproximadamente 6,5 km de vías municipales, incluida la nivelación de tapas de registro e imbornales y la reposición de la señalización horizontal. Se incluye la señalización provisional de obra.',
      },
      pl: {
        title: 'Remont nawierzchni dróg gminnych',
        scope:
          'Frezowanie i ułożenie nowej warstwy ścieralnej z betonu asfaltowego na ok. 6,5 km dróg gminnych, wraz z regulacją wysokościową włazów studzienek i wpustów ulicznych oraz odnowieniem oznakowania poziomego. Zamówienie obejmuje również tymczasową organizację ruchu na czas robót.',
      },
      nl: {
        title: 'Vernieuwing van de asfaltdeklaag op gemeentewegen',
        scope:
          'Frezen en aanbrengen van een nieuwe asfaltdeklaag op circa 6,5 km gemeentewegen, inclusief het op hoogte brengen van putdeksels en kolken en het vernieuwen van de wegmarkering. Verkeersmaatregelen tijdens de uitvoering maken deel uit van de opdracht.',
      },
      pt: {
        title: 'Repavimentação de arruamentos municipais',
        scope:
          'Fresagem e aplicação de nova camada de desgaste em mistura betuminosa em cerca de 6,5 km de arruamentos municipais, incluindo a regularização de tampas de caixas de visita e sarjetas e a reposição da sinalização horizontal. Inclui a sinalização temporária de obra.',
      },
      sv: {
        title: 'Beläggningsarbeten på kommunala gator',
        scope:
          'Fräsning och utläggning av nytt slitlager av asfalt på cirka 6,5 km kommunala gator, inklusive justering av brunnslock och dagvattenbrunnar samt förnyelse av vägmarkeringar. Trafikanordningar under arbetets gång ingår.',
      },
    },
  },
  {
    cpv: '45221119',
    nature: 'works',
    weight: 6,
    valueRange: [250_000, 5_000_000],
    text: {
      en: {
        title: 'Repair of a road bridge',
        scope:
          'Rehabilitation of a three-span reinforced concrete road bridge with a length of 62 m, including concrete repair, replacement of expansion joints and bearings, new waterproofing and renewal of the safety barriers. The works are carried out under partial traffic closure.',
      },
      de: {
        title: 'Instandsetzung einer Straßenbrücke',
        scope:
          'Instandsetzung einer dreifeldrigen Stahlbetonbrücke mit 62 m Länge einschließlich Betoninstandsetzung, Austausch der Fahrbahnübergänge und Lager, neuer Abdichtung und Erneuerung der Schutzeinrichtungen. Die Arbeiten erfolgen unter halbseitiger Verkehrsführung.',
      },
      sk: {
        title: 'Oprava cestného mosta',
        scope:
          'Sanácia trojpoľového železobetónového cestného mosta s dĺžkou 62 m vrátane sanácie betónu, výmeny mostných záverov a ložísk, novej hydroizolácie a výmeny zvodidiel a zábradlia. Práce sa budú vykonávať pri čiastočnej uzávere.',
      },
      cs: {
        title: 'Oprava silničního mostu',
        scope:
          'Sanace třípolového železobetonového silničního mostu o délce 62 m včetně sanace betonu, výměny mostních závěrů a ložisek, nové izolace a obnovy svodidel a zábradlí. Práce budou prováděny za částečné uzavírky.',
      },
      ro: {
        title: 'Repararea unui pod rutier',
        scope:
          'Reabilitarea unui pod rutier din beton armat cu trei deschideri și o lungime de 62 m, inclusiv repararea betonului, înlocuirea rosturilor de dilatație și a aparatelor de reazem, hidroizolație nouă și înlocuirea parapetelor de siguranță. Lucrările se execută cu restricționarea parțială a circulației.',
      },
      fr: {
        title: 'Réparation d’un pont routier',
        scope:
          'Réhabilitation d’un pont routier en béton armé à trois travées d’une longueur de 62 m, comprenant la réparation des bétons, le remplacement des joints de chaussée et des appareils d’appui, une nouvelle étanchéité et le renouvellement des dispositifs de retenue. Les travaux sont réalisés sous circulation alternée.',
      },
      it: {
        title: 'Manutenzione straordinaria di un ponte stradale',
        scope:
          'Risanamento di un ponte stradale in cemento armato a tre campate lungo 62 m, comprendente il ripristino del calcestruzzo, la sostituzione dei giunti di dilatazione e degli apparecchi di appoggio, la nuova impermeabilizzazione e il rinnovo delle barriere di sicurezza. I lavori sono eseguiti con parziale chiusura al traffico.',
      },
      es: {
        title: 'Reparación de un puente de carretera',
        scope:
          'Rehabilitación de un puente de hormigón armado de tres vanos y 62 m de longitud, que incluye la reparación del hormigón, la sustitución de juntas de dilatación y aparatos de apoyo, nueva impermeabilización y la renovación de los sistemas de contención. Las obras se ejecutarán con cortes parciales de tráfico.',
      },
      pl: {
        title: 'Remont mostu drogowego',
        scope:
          'Remont trzyprzęsłowego żelbetowego mostu drogowego o długości 62 m, obejmujący naprawę betonu, wymianę dylatacji i łożysk, wykonanie nowej izolacji oraz wymianę barier ochronnych. Roboty będą prowadzone przy częściowym zamknięciu ruchu.',
      },
      nl: {
        title: 'Renovatie van een verkeersbrug',
        scope:
          'Renovatie van een gewapendbetonnen verkeersbrug met drie overspanningen en een lengte van 62 m, inclusief betonherstel, vervanging van voegovergangen en opleggingen, nieuwe waterdichting en vernieuwing van de vangrails. De werkzaamheden worden uitgevoerd onder gedeeltelijke afsluiting voor het verkeer.',
      },
      pt: {
        title: 'Reparação de ponte rodoviária',
        scope:
          'Reabilitação de uma ponte rodoviária em betão armado com três tramos e 62 m de comprimento, incluindo reparação do betão, substituição das juntas de dilatação e dos aparelhos de apoio, nova impermeabilização e substituição das guardas de segurança. Os trabalhos decorrem com condicionamento parcial do trânsito.',
      },
      sv: {
        title: 'Reparation av vägbro',
        scope:
          'Reparation av en vägbro i armerad betong med tre spann och en längd av 62 m, inklusive betongreparationer, byte av övergångskonstruktioner och lager, ny tätning samt nya räcken. Arbetet utförs under delvis avstängning för trafik.',
      },
    },
  },
  {
    cpv: '45232410',
    nature: 'works',
    weight: 7,
    valueRange: [500_000, 9_000_000],
    text: {
      en: {
        title: 'Extension of the sewer network',
        scope:
          'Construction of approximately 4.2 km of gravity sewers DN 250–400 and 1.1 km of rising mains, two pumping stations and 160 house connections. The works include reinstatement of road surfaces and CCTV inspection of the completed pipes.',
      },
      de: {
        title: 'Erweiterung der Kanalisation',
        scope:
          'Herstellung von rund 4,2 km Freispiegelkanälen DN 250–400 und 1,1 km Druckleitungen, zwei Pumpwerken und 160 Hausanschlüssen. Die Leistung umfasst die Wiederherstellung der Straßenoberflächen und die TV-Inspektion der fertiggestellten Leitungen.',
      },
      sk: {
        title: 'Rozšírenie splaškovej kanalizácie',
        scope:
          'Výstavba približne 4,2 km gravitačnej kanalizácie DN 250–400 a 1,1 km výtlačného potrubia, dvoch čerpacích staníc a 160 domových prípojok. Súčasťou prác je uvedenie komunikácií do pôvodného stavu a kamerová prehliadka hotového potrubia.',
      },
      cs: {
        title: 'Rozšíření splaškové kanalizace',
        scope:
          'Výstavba přibližně 4,2 km gravitační kanalizace DN 250–400 a 1,1 km výtlačného potrubí, dvou čerpacích stanic a 160 domovních přípojek. Součástí prací je uvedení komunikací do původního stavu a kamerová prohlídka hotového potrubí.',
      },
      ro: {
        title: 'Extinderea rețelei de canalizare',
        scope:
          'Execuția a aproximativ 4,2 km de rețea de canalizare gravitațională DN 250–400 și 1,1 km de conducte de refulare, a două stații de pompare și a 160 de racorduri la locuințe. Lucrările includ refacerea carosabilului și inspecția video a conductelor finalizate.',
      },
      fr: {
        title: 'Extension du réseau d’assainissement',
        scope:
          'Pose d’environ 4,2 km de collecteurs gravitaires DN 250 à 400 et de 1,1 km de conduites de refoulement, réalisation de deux postes de relèvement et de 160 branchements particuliers. Les travaux comprennent la réfection des chaussées et l’inspection télévisée des canalisations posées.',
      },
      it: {
        title: 'Estensione della rete fognaria',
        scope:
          'Realizzazione di circa 4,2 km di collettori fognari a gravità DN 250–400 e 1,1 km di condotte in pressione, di due stazioni di sollevamento e di 160 allacciamenti privati. Sono compresi il ripristino della pavimentazione stradale e la videoispezione delle condotte realizzate.',
      },
      es: {
        title: 'Ampliación de la red de saneamiento',
        scope:
          'Ejecución de unos 4,2 km de colectores por gravedad DN 250–400 y 1,1 km de impulsiones, dos estaciones de bombeo y 160 acometidas domiciliarias. Las obras incluyen la reposición de pavimentos y la inspección con cámara de televisión de las conducciones ejecutadas.',
      },
      pl: {
        title: 'Budowa sieci kanalizacji sanitarnej',
        scope:
          'Budowa ok. 4,2 km kanałów grawitacyjnych DN 250–400 i 1,1 km rurociągów tłocznych, dwóch przepompowni ścieków oraz 160 przyłączy do budynków. Zakres obejmuje odtworzenie nawierzchni dróg oraz inspekcję TV wykonanych kanałów.',
      },
      nl: {
        title: 'Aanleg van riolering',
        scope:
          'Aanleg van circa 4,2 km vrijvervalriolering DN 250–400 en 1,1 km persleiding, twee rioolgemalen en 160 huisaansluitingen. Het herstel van de wegverharding en de camera-inspectie van de aangelegde leidingen maken deel uit van het werk.',
      },
      pt: {
        title: 'Ampliação da rede de saneamento',
        scope:
          'Execução de cerca de 4,2 km de coletores gravíticos DN 250–400 e 1,1 km de condutas elevatórias, duas estações elevatórias e 160 ramais domiciliários. A empreitada inclui a reposição de pavimentos e a inspeção vídeo dos coletores executados.',
      },
      sv: {
        title: 'Utbyggnad av spillvattennätet',
        scope:
          'Anläggning av cirka 4,2 km självfallsledningar DN 250–400 och 1,1 km tryckledningar, två pumpstationer och 160 servisanslutningar. I entreprenaden ingår återställning av gator och TV-inspektion av färdiga ledningar.',
      },
    },
  },
  {
    cpv: '45212225',
    nature: 'works',
    weight: 5,
    valueRange: [2_000_000, 10_000_000],
    text: {
      en: {
        title: 'Construction of a sports hall',
        scope:
          'Construction of a sports hall with a 45 × 27 m playing area divisible into three sections, spectator seating for 300, changing rooms and a heat pump system, built to nearly zero-energy standard. The contract includes fixed sports equipment and external works.',
      },
      de: {
        title: 'Neubau einer Dreifeldsporthalle',
        scope:
          'Errichtung einer Dreifeldsporthalle mit einer Spielfläche von 45 × 27 m, Tribüne für 300 Zuschauer, Umkleide- und Sanitärräumen sowie Wärmepumpenanlage im Niedrigstenergiestandard. Die Leistung umfasst die Sportgeräteausstattung und die Außenanlagen.',
      },
      sk: {
        title: 'Výstavba športovej haly',
        scope:
          'Výstavba športovej haly s hracou plochou 45 × 27 m deliteľnou na tri časti, tribúnou pre 300 divákov, šatňami a tepelným čerpadlom v štandarde budovy s takmer nulovou potrebou energie. Súčasťou zákazky je pevné športové vybavenie a vonkajšie úpravy.',
      },
      cs: {
        title: 'Výstavba sportovní haly',
        scope:
          'Výstavba sportovní haly s hrací plochou 45 × 27 m dělitelnou na tři části, tribunou pro 300 diváků, šatnami a tepelným čerpadlem ve standardu budovy s téměř nulovou spotřebou energie. Součástí zakázky je pevné sportovní vybavení a venkovní úpravy.',
      },
      ro: {
        title: 'Construirea unei săli de sport',
        scope:
          'Construirea unei săli de sport cu teren de joc de 45 × 27 m, compartimentabil în trei zone, tribună cu 300 de locuri, vestiare și sistem cu pompă de căldură, la standardul de clădire cu consum de energie aproape zero. Contractul include echipamentele sportive fixe și amenajările exterioare.',
      },
      fr: {
        title: 'Construction d’un gymnase',
        scope:
          'Construction d’un gymnase doté d’une aire de jeu de 45 × 27 m divisible en trois, d’une tribune de 300 places, de vestiaires et d’une pompe à chaleur, répondant aux exigences d’un bâtiment à énergie quasi nulle. Le marché comprend les équipements sportifs fixes et les aménagements extérieurs.',
      },
      it: {
        title: 'Costruzione di un palazzetto dello sport',
        scope:
          'Costruzione di un palazzetto dello sport con campo da gioco di 45 × 27 m divisibile in tre settori, tribuna da 300 posti, spogliatoi e impianto a pompa di calore, secondo lo standard di edificio a energia quasi zero. L’appalto comprende le attrezzature sportive fisse e le sistemazioni esterne.',
      },
      es: {
        title: 'Construcción de un pabellón polideportivo',
        scope:
          'Construcción de un pabellón polideportivo con pista de 45 × 27 m divisible en tres, graderío para 300 espectadores, vestuarios e instalación de bomba de calor, conforme al estándar de edificio de consumo de energía casi nulo. El contrato incluye el equipamiento deportivo fijo y la urbanización exterior.',
      },
      pl: {
        title: 'Budowa hali sportowej',
        scope:
          'Budowa hali sportowej z boiskiem o wymiarach 45 × 27 m z możliwością podziału na trzy części, trybuną na 300 widzów, szatniami oraz pompą ciepła, w standardzie budynku o niemal zerowym zużyciu energii. Zamówienie obejmuje stałe wyposażenie sportowe i zagospodarowanie terenu.',
      },
      nl: {
        title: 'Nieuwbouw van een sporthal',
        scope:
          'Bouw van een sporthal met een speelvloer van 45 × 27 m, deelbaar in drie zalen, een tribune voor 300 toeschouwers, kleedruimten en een warmtepompinstallatie, uitgevoerd als bijna-energieneutraal gebouw. De opdracht omvat de vaste sporttoestellen en de inrichting van het buitenterrein.',
      },
      pt: {
        title: 'Construção de um pavilhão desportivo',
        scope:
          'Construção de um pavilhão desportivo com recinto de jogo de 45 × 27 m divisível em três áreas, bancada para 300 espectadores, balneários e sistema de bomba de calor, segundo o padrão de edifício com necessidades quase nulas de energia. A empreitada inclui o equipamento desportivo fixo e os arranjos exteriores.',
      },
      sv: {
        title: 'Nybyggnad av idrottshall',
        scope:
          'Nybyggnad av en idrottshall med en spelyta på 45 × 27 m som kan delas i tre sektioner, läktare för 300 åskådare, omklädningsrum och värmepumpsanläggning, uppförd som nära-nollenergibyggnad. I uppdraget ingår fast idrottsutrustning och markarbeten.',
      },
    },
  },
  {
    cpv: '45321000',
    nature: 'works',
    weight: 8,
    valueRange: [300_000, 4_500_000],
    text: {
      en: {
        title: 'Energy-efficient refurbishment of public buildings',
        scope:
          'Thermal insulation of the façades and roofs of four public buildings with a total floor area of about 7,800 m², replacement of windows with triple-glazed units and installation of mechanical ventilation with heat recovery. The buildings are to reach energy performance class A after completion.',
      },
      de: {
        title: 'Energetische Sanierung öffentlicher Gebäude',
        scope:
          'Wärmedämmung der Fassaden und Dächer von vier öffentlichen Gebäuden mit insgesamt rund 7.800 m² Bruttogrundfläche, Austausch der Fenster gegen Dreifachverglasung und Einbau einer Lüftungsanlage mit Wärmerückgewinnung. Nach Abschluss wird die Energieeffizienzklasse A angestrebt.',
      },
      sk: {
        title: 'Zníženie energetickej náročnosti verejných budov',
        scope:
          'Zateplenie fasád a striech štyroch verejných budov s celkovou podlahovou plochou približne 7 800 m², výmena okien za okná s trojsklom a inštalácia vzduchotechniky s rekuperáciou tepla. Cieľom je dosiahnuť po dokončení energetickú triedu A.',
      },
      cs: {
        title: 'Snížení energetické náročnosti veřejných budov',
        scope:
          'Zateplení fasád a střech čtyř veřejných budov o celkové podlahové ploše přibližně 7 800 m², výměna oken za okna s izolačním trojsklem a instalace vzduchotechniky s rekuperací tepla. Cílem je dosáhnout po dokončení energetické třídy A.',
      },
      ro: {
        title: 'Creșterea eficienței energetice a clădirilor publice',
        scope:
          'Termoizolarea fațadelor și a acoperișurilor a patru clădiri publice cu o suprafață desfășurată totală de aproximativ 7.800 m², înlocuirea tâmplăriei cu ferestre cu geam triplu și montarea unui sistem de ventilare cu recuperare de căldură. Ținta este încadrarea în clasa energetică A după finalizare.',
      },
      fr: {
        title: 'Rénovation énergétique de bâtiments publics',
        scope:
          'Isolation thermique des façades et des toitures de quatre bâtiments publics d’une surface totale d’environ 7 800 m², remplacement des fenêtres par des menuiseries à triple vitrage et installation d’une ventilation double flux avec récupération de chaleur. L’objectif est d’atteindre la classe énergétique A après travaux.',
      },
      it: {
        title: 'Efficientamento energetico di edifici pubblici',
        scope:
          'Isolamento termico delle facciate e delle coperture di quattro edifici pubblici con una superficie complessiva di circa 7.800 m², sostituzione degli infissi con serramenti a triplo vetro e installazione di un impianto di ventilazione meccanica controllata con recupero di calore. L’obiettivo è il raggiungimento della classe energetica A al termine dei lavori.',
      },
      es: {
        title: 'Rehabilitación energética de edificios públicos',
        scope:
          'Aislamiento térmico de fachadas y cubiertas de cuatro edificios públicos con una superficie total aproximada de 7.800 m², sustitución de ventanas por carpinterías con triple acristalamiento e instalación de ventilación mecánica con recuperación de calor. El objetivo es alcanzar la calificación energética A una vez finalizadas las obras.',
      },
      pl: {
        title: 'Termomodernizacja budynków użyteczności publicznej',
        scope:
          'Docieplenie elewacji i dachów czterech budynków użyteczności publicznej o łącznej powierzchni ok. 7800 m², wymiana okien na okna z potrójnym szkleniem oraz montaż wentylacji mechanicznej z odzyskiem ciepła. Celem jest osiągnięcie po zakończeniu robót klasy energetycznej A.',
      },
      nl: {
        title: 'Verduurzaming van openbare gebouwen',
        scope:
          'Na-isolatie van de gevels en daken van vier openbare gebouwen met een totale vloeroppervlakte van circa 7.800 m², vervanging van de ramen door triple glas en installatie van mechanische ventilatie met warmteterugwinning. Na afronding moet energielabel A worden behaald.',
      },
      pt: {
        title: 'Reabilitação energética de edifícios públicos',
        scope:
          'Isolamento térmico das fachadas e coberturas de quatro edifícios públicos com uma área total de cerca de 7800 m², substituição dos vãos envidraçados por caixilharia com vidro triplo e instalação de ventilação mecânica com recuperação de calor. O objetivo é atingir a classe energética A após a conclusão da obra.',
      },
      sv: {
        title: 'Energieffektivisering av offentliga byggnader',
        scope:
          'Tilläggsisolering av fasader och tak på fyra offentliga byggnader med en sammanlagd golvarea på cirka 7 800 m², byte till treglasfönster samt installation av ventilation med värmeåtervinning. Målet är energiklass A efter genomförandet.',
      },
    },
  },
  {
    cpv: '45211340',
    nature: 'works',
    weight: 6,
    valueRange: [3_000_000, 15_000_000],
    text: {
      en: {
        title: 'Construction of social housing',
        scope:
          'Construction of a five-storey residential building with 48 social rental apartments, an underground car park with 40 spaces and landscaped grounds. The building must meet the nearly zero-energy standard and include a rooftop photovoltaic system.',
      },
      de: {
        title: 'Neubau von Sozialwohnungen',
        scope:
          'Errichtung eines fünfgeschossigen Wohngebäudes mit 48 öffentlich geförderten Mietwohnungen, einer Tiefgarage mit 40 Stellplätzen und Außenanlagen. Das Gebäude ist im Niedrigstenergiestandard mit einer Photovoltaikanlage auf dem Dach auszuführen.',
      },
      sk: {
        title: 'Výstavba nájomných bytov',
        scope:
          'Výstavba päťpodlažného bytového domu so 48 nájomnými bytmi, podzemnou garážou so 40 parkovacími miestami a sadovými úpravami. Budova bude realizovaná v štandarde s takmer nulovou potrebou energie s fotovoltickými panelmi na streche.',
      },
      cs: {
        title: 'Výstavba sociálních bytů',
        scope:
          'Výstavba pětipodlažního bytového domu se 48 sociálními nájemními byty, podzemními garážemi se 40 parkovacími místy a sadovými úpravami. Budova bude provedena ve standardu s téměř nulovou spotřebou energie s fotovoltaickou elektrárnou na střeše.',
      },
      ro: {
        title: 'Construirea de locuințe sociale',
        scope:
          'Construirea unui bloc de locuințe cu cinci niveluri, cu 48 de apartamente sociale pentru închiriere, parcare subterană cu 40 de locuri și amenajări peisagistice. Clădirea va respecta standardul nZEB și va avea panouri fotovoltaice pe acoperiș.',
      },
      fr: {
        title: 'Construction de logements sociaux',
        scope:
          'Construction d’un immeuble de cinq niveaux comprenant 48 logements locatifs sociaux, un parking souterrain de 40 places et des espaces verts. Le bâtiment doit atteindre le niveau de bâtiment à énergie quasi nulle et comporter des panneaux photovoltaïques en toiture.',
      },
      it: {
        title: 'Costruzione di alloggi di edilizia residenziale pubblica',
        scope:
          'Costruzione di un edificio residenziale di cinque piani con 48 alloggi di edilizia residenziale pubblica, autorimessa interrata con 40 posti auto e sistemazioni a verde. L’edificio deve rispettare lo standard di edificio a energia quasi zero ed essere dotato di impianto fotovoltaico in copertura.',
      },
      es: {
        title: 'Construcción de viviendas de protección oficial',
        scope:
          'Construcción de un edificio residencial de cinco plantas con 48 viviendas de protección oficial en régimen de alquiler, aparcamiento subterráneo con 40 plazas y zonas ajardinadas. El edificio deberá cumplir el estándar de consumo de energía casi nulo y contar con placas fotovoltaicas en cubierta.',
      },
      pl: {
        title: 'Budowa mieszkań komunalnych',
        scope:
          'Budowa pięciokondygnacyjnego budynku mieszkalnego wielorodzinnego z 48 mieszkaniami komunalnymi na wynajem, garażem podziemnym na 40 miejsc postojowych i zagospodarowaniem terenu. Budynek ma spełniać standard budynku o niemal zerowym zużyciu energii i posiadać instalację fotowoltaiczną na dachu.',
      },
      nl: {
        title: 'Nieuwbouw van sociale huurwoningen',
        scope:
          'Bouw van een woongebouw met vijf bouwlagen en 48 sociale huurappartementen, een ondergrondse parkeergarage met 40 plaatsen en een ingerichte buitenruimte. Het gebouw wordt bijna-energieneutraal uitgevoerd met zonnepanelen op het dak.',
      },
      pt: {
        title: 'Construção de habitação social',
        scope:
          'Construção de um edifício de habitação com cinco pisos e 48 fogos de habitação social para arrendamento, estacionamento subterrâneo com 40 lugares e arranjos exteriores. O edifício deve cumprir o padrão de edifício com necessidades quase nulas de energia e dispor de painéis fotovoltaicos na cobertura.',
      },
      sv: {
        title: 'Nybyggnad av flerbostadshus med hyresrätter',
        scope:
          'Nybyggnad av ett flerbostadshus i fem våningar med 48 hyreslägenheter, garage under mark med 40 platser och iordningställd gårdsmiljö. Byggnaden ska uppföras som nära-nollenergibyggnad med solceller på taket.',
      },
    },
  },
  {
    cpv: '45215140',
    nature: 'works',
    weight: 4,
    valueRange: [8_000_000, 45_000_000],
    text: {
      en: {
        title: 'Extension of a hospital building',
        scope:
          'Construction of a four-storey hospital extension of approximately 9,500 m² housing an emergency department, two operating theatres and 120 beds, including building services, medical gas installations and the link to the existing building. The works are to be performed while the hospital remains fully operational.',
      },
      de: {
        title: 'Erweiterungsbau des Krankenhauses',
        scope:
          'Errichtung eines viergeschossigen Erweiterungsbaus mit rund 9.500 m² Bruttogrundfläche für die Notaufnahme, zwei Operationssäle und 120 Betten einschließlich technischer Gebäudeausrüstung, medizinischer Gasversorgung und Anbindung an den Bestand. Die Arbeiten erfolgen bei laufendem Klinikbetrieb.',
      },
      sk: {
        title: 'Prístavba nemocnice',
        scope:
          'Výstavba štvorpodlažnej prístavby nemocnice s podlahovou plochou približne 9 500 m² pre urgentný príjem, dve operačné sály a 120 lôžok vrátane technického zariadenia budovy, rozvodov medicinálnych plynov a prepojenia s existujúcou budovou. Práce sa budú vykonávať za plnej prevádzky nemocnice.',
      },
      cs: {
        title: 'Přístavba nemocnice',
        scope:
          'Výstavba čtyřpodlažní přístavby nemocnice o podlahové ploše přibližně 9 500 m² pro urgentní příjem, dva operační sály a 120 lůžek včetně technického zařízení budovy, rozvodů medicinálních plynů a propojení se stávající budovou. Práce budou prováděny za plného provozu nemocnice.',
      },
      ro: {
        title: 'Extinderea clădirii spitalului',
        scope:
          'Construirea unui corp nou de spital cu patru niveluri și o suprafață desfășurată de aproximativ 9.500 m² pentru unitatea de primiri urgențe, două săli de operație și 120 de paturi, inclusiv instalațiile aferente, rețeaua de gaze medicale și legătura cu clădirea existentă. Lucrările se execută fără întreruperea activității spitalului.',
      },
      fr: {
        title: 'Extension du bâtiment hospitalier',
        scope:
          'Construction d’une extension de quatre niveaux d’environ 9 500 m² accueillant un service d’urgences, deux salles d’opération et 120 lits, y compris les lots techniques, les fluides médicaux et la liaison avec le bâtiment existant. Les travaux sont réalisés en site occupé, sans interruption de l’activité hospitalière.',
      },
      it: {
        title: 'Ampliamento dell’ospedale',
        scope:
          'Costruzione di un nuovo corpo ospedaliero di quattro piani di circa 9.500 m² destinato a pronto soccorso, due sale operatorie e 120 posti letto, compresi gli impianti tecnologici, la rete dei gas medicinali e il collegamento con l’edificio esistente. I lavori si svolgeranno mantenendo pienamente operativa la struttura ospedaliera.',
      },
      es: {
        title: 'Ampliación del hospital',
        scope:
          'Construcción de un nuevo edificio hospitalario de cuatro plantas y unos 9.500 m² destinado a urgencias, dos quirófanos y 120 camas, incluidas las instalaciones, la red de gases medicinales y la conexión con el edificio existente. Las obras se ejecutarán manteniendo el hospital en pleno funcionamiento.',
      },
      pl: {
        title: 'Rozbudowa szpitala',
        scope:
          'Budowa czterokondygnacyjnego skrzydła szpitala o powierzchni ok. 9500 m² mieszczącego szpitalny oddział ratunkowy, dwie sale operacyjne i 120 łóżek, wraz z instalacjami, instalacją gazów medycznych i połączeniem z istniejącym budynkiem. Roboty będą prowadzone przy pełnym funkcjonowaniu szpitala.',
      },
      nl: {
        title: 'Uitbreiding van het ziekenhuis',
        scope:
          'Bouw van een nieuwe ziekenhuisvleugel met vier bouwlagen en circa 9.500 m² vloeroppervlak voor de spoedeisende hulp, twee operatiekamers en 120 bedden, inclusief installaties, medische gassen en de aansluiting op het bestaande gebouw. De werkzaamheden worden uitgevoerd terwijl het ziekenhuis volledig in bedrijf blijft.',
      },
      pt: {
        title: 'Ampliação do hospital',
        scope:
          'Construção de um novo corpo hospitalar com quatro pisos e cerca de 9500 m² destinado a urgência, duas salas de operações e 120 camas, incluindo instalações técnicas, rede de gases medicinais e ligação ao edifício existente. A obra decorre com o hospital em pleno funcionamento.',
      },
      sv: {
        title: 'Tillbyggnad av sjukhus',
        scope:
          'Uppförande av en tillbyggnad i fyra våningar om cirka 9 500 m² för akutmottagning, två operationssalar och 120 vårdplatser, inklusive installationer, medicinska gaser och förbindelse med befintlig byggnad. Arbetet utförs med sjukhuset i full drift.',
      },
    },
  },
  {
    cpv: '45233162',
    nature: 'works',
    weight: 6,
    valueRange: [200_000, 3_000_000],
    text: {
      en: {
        title: 'Construction of cycle paths',
        scope:
          'Construction of 7.4 km of two-way asphalt cycle paths, 3.0 m wide, including drainage, road markings, signage and lighting at four junctions. The contract also covers two signal-controlled crossings.',
      },
      de: {
        title: 'Bau von Radwegen',
        scope:
          'Bau von 7,4 km Zweirichtungsradwegen in Asphaltbauweise mit 3,0 m Breite einschließlich Entwässerung, Markierung, Beschilderung und Beleuchtung an vier Knotenpunkten. Zur Leistung gehören außerdem zwei signalgesteuerte Querungen.',
      },
      sk: {
        title: 'Výstavba cyklistických chodníkov',
        scope:
          'Výstavba 7,4 km obojsmerných cyklistických chodníkov s asfaltovým povrchom šírky 3,0 m vrátane odvodnenia, dopravného značenia a osvetlenia na štyroch križovatkách. Súčasťou zákazky sú aj dva svetelne riadené prejazdy pre cyklistov.',
      },
      cs: {
        title: 'Výstavba cyklostezek',
        scope:
          'Výstavba 7,4 km obousměrných cyklostezek s asfaltovým povrchem šířky 3,0 m včetně odvodnění, dopravního značení a osvětlení ve čtyřech křižovatkách. Součástí zakázky jsou i dva světelně řízené přejezdy pro cyklisty.',
      },
      ro: {
        title: 'Construirea de piste de biciclete',
        scope:
          'Construirea a 7,4 km de piste de biciclete bidirecționale, asfaltate, cu lățimea de 3,0 m, inclusiv scurgerea apelor pluviale, marcaje, indicatoare și iluminat la patru intersecții. Contractul cuprinde și două treceri semaforizate.',
      },
      fr: {
        title: 'Aménagement de pistes cyclables',
        scope:
          'Réalisation de 7,4 km de pistes cyclables bidirectionnelles en enrobé d’une largeur de 3,0 m, y compris l’assainissement, le marquage, la signalisation et l’éclairage de quatre carrefours. Le marché comprend également deux traversées équipées de feux tricolores.',
      },
      it: {
        title: 'Realizzazione di piste ciclabili',
        scope:
          'Realizzazione di 7,4 km di piste ciclabili bidirezionali in conglomerato bituminoso, larghe 3,0 m, compresi drenaggio, segnaletica orizzontale e verticale e illuminazione di quattro intersezioni. L’appalto comprende inoltre due attraversamenti semaforizzati.',
      },
      es: {
        title: 'Construcción de carriles bici',
        scope:
          'Construcción de 7,4 km de carriles bici bidireccionales de aglomerado asfáltico y 3,0 m de anchura, incluidos drenaje, señalización horizontal y vertical e iluminación en cuatro intersecciones. El contrato comprende también dos pasos semaforizados.',
      },
      pl: {
        title: 'Budowa dróg rowerowych',
        scope:
          'Budowa 7,4 km dwukierunkowych dróg rowerowych o nawierzchni bitumicznej i szerokości 3,0 m, wraz z odwodnieniem, oznakowaniem poziomym i pionowym oraz oświetleniem czterech skrzyżowań. Zamówienie obejmuje także dwa przejazdy rowerowe z sygnalizacją świetlną.',
      },
      nl: {
        title: 'Aanleg van fietspaden',
        scope:
          'Aanleg van 7,4 km tweerichtingsfietspad in asfalt met een breedte van 3,0 m, inclusief afwatering, markering, bebording en verlichting bij vier kruispunten. Het werk omvat ook twee oversteken met verkeerslichten.',
      },
      pt: {
        title: 'Construção de ciclovias',
        scope:
          'Construção de 7,4 km de ciclovias bidirecionais em pavimento betuminoso com 3,0 m de largura, incluindo drenagem, sinalização horizontal e vertical e iluminação em quatro cruzamentos. A empreitada inclui ainda duas travessias semaforizadas.',
      },
      sv: {
        title: 'Anläggning av cykelvägar',
        scope:
          'Anläggning av 7,4 km dubbelriktad cykelväg med asfaltbeläggning och 3,0 m bredd, inklusive dagvattenhantering, vägmarkeringar, skyltning och belysning i fyra korsningar. I entreprenaden ingår även två signalreglerade passager.',
      },
    },
  },
  {
    cpv: '45261900',
    nature: 'works',
    weight: 6,
    valueRange: [80_000, 1_200_000],
    text: {
      en: {
        title: 'Roof repair of public buildings',
        scope:
          'Replacement of the roof covering on approximately 3,200 m² of pitched and flat roofs, including new thermal insulation, waterproofing membranes, gutters, downpipes and lightning protection. Asbestos-cement sheets on one building are to be removed and disposed of in accordance with the applicable regulations.',
      },
      de: {
        title: 'Dachsanierung kommunaler Gebäude',
        scope:
          'Erneuerung der Dacheindeckung auf rund 3.200 m² Steil- und Flachdachflächen einschließlich neuer Wärmedämmung, Abdichtungsbahnen, Dachrinnen und Fallrohre sowie Blitzschutz. Asbestzementplatten auf einem Gebäude sind nach den geltenden Vorschriften zurückzubauen und zu entsorgen.',
      },
      sk: {
        title: 'Oprava striech verejných budov',
        scope:
          'Výmena strešnej krytiny na približne 3 200 m² šikmých a plochých striech vrátane novej tepelnej izolácie, hydroizolačných fólií, odkvapových žľabov, zvodov a bleskozvodu. Azbestocementová krytina na jednej budove sa odstráni a zneškodní v súlade s platnými predpismi.',
      },
      cs: {
        title: 'Oprava střech veřejných budov',
        scope:
          'Výměna střešní krytiny na přibližně 3 200 m² šikmých a plochých střech včetně nové tepelné izolace, hydroizolačních fólií, okapů, svodů a hromosvodu. Azbestocementová krytina na jedné budově bude odstraněna a odborně zlikvidována v souladu s platnými předpisy.',
      },
      ro: {
        title: 'Repararea acoperișurilor clădirilor publice',
        scope:
          'Înlocuirea învelitorii pe aproximativ 3.200 m² de acoperișuri în pantă și terasă, inclusiv termoizolație nouă, membrane hidroizolante, jgheaburi, burlane și instalație de paratrăsnet. Plăcile din azbociment de pe una dintre clădiri vor fi demontate și eliminate conform reglementărilor în vigoare.',
      },
      fr: {
        title: 'Réfection des toitures de bâtiments communaux',
        scope:
          'Remplacement de la couverture sur environ 3 200 m² de toitures en pente et de toitures-terrasses, y compris isolation thermique, membranes d’étanchéité, gouttières, descentes d’eaux pluviales et paratonnerre. Les plaques en amiante-ciment d’un bâtiment seront déposées et éliminées conformément à la réglementation en vigueur.',
      },
      it: {
        title: 'Rifacimento delle coperture di edifici comunali',
        scope:
          'Sostituzione del manto di copertura su circa 3.200 m² di tetti a falda e coperture piane, compresi nuovo isolamento termico, guaine impermeabilizzanti, grondaie, pluviali e impianto di protezione dalle scariche atmosferiche. Le lastre in cemento-amianto presenti su un edificio saranno rimosse e smaltite nel rispetto della normativa vigente.',
      },
      es: {
        title: 'Reparación de cubiertas de edificios municipales',
        scope:
          'Sustitución de la cobertura en aproximadamente 3.200 m² de cubiertas inclinadas y planas, incluido nuevo aislamiento térmico, láminas impermeabilizantes, canalones, bajantes y sistema de protección contra el rayo. Las placas de fibrocemento con amianto de uno de los edificios se retirarán y gestionarán conforme a la normativa vigente.',
      },
      pl: {
        title: 'Remont dachów budynków komunalnych',
        scope:
          'Wymiana pokrycia na ok. 3200 m² dachów skośnych i płaskich, wraz z nową izolacją termiczną, membranami hydroizolacyjnymi, rynnami, rurami spustowymi i instalacją odgromową. Płyty azbestowo-cementowe z jednego budynku zostaną zdemontowane i unieszkodliwione zgodnie z obowiązującymi przepisami.',
      },
      nl: {
        title: 'Renovatie van daken van gemeentelijke gebouwen',
        scope:
          'Vervanging van de dakbedekking op circa 3.200 m² hellende en platte daken, inclusief nieuwe isolatie, dakbanen, dakgoten, hemelwaterafvoeren en bliksembeveiliging. De asbestcementplaten op één gebouw worden volgens de geldende voorschriften gesaneerd en afgevoerd.',
      },
      pt: {
        title: 'Reparação de coberturas de edifícios municipais',
        scope:
          'Substituição do revestimento de cerca de 3200 m² de coberturas inclinadas e planas, incluindo novo isolamento térmico, membranas de impermeabilização, caleiras, tubos de queda e sistema de proteção contra descargas atmosféricas. As placas de fibrocimento com amianto de um dos edifícios serão removidas e encaminhadas para destino final nos termos da legislação aplicável.',
      },
      sv: {
        title: 'Takrenovering av kommunala byggnader',
        scope:
          'Byte av taktäckning på cirka 3 200 m² sadeltak och plana tak, inklusive ny isolering, tätskikt, takrännor, stuprör och åskskydd. Asbestcementplattor på en av byggnaderna ska rivas och omhändertas enligt gällande föreskrifter.',
      },
    },
  },
  // 71 – Architectural and engineering services
  {
    cpv: '71221000',
    nature: 'services',
    weight: 6,
    valueRange: [80_000, 600_000],
    text: {
      en: {
        title: 'Architectural design services for a new kindergarten',
        scope:
          'Full architectural and engineering design for a six-group kindergarten of about 1,400 m², from concept design through planning application to detailed design and tender documents. The service includes design supervision during construction.',
      },
      de: {
        title: 'Planungsleistungen für den Neubau einer Kindertagesstätte',
        scope:
          'Objektplanung Gebäude für eine sechsgruppige Kindertagesstätte mit rund 1.400 m² Bruttogrundfläche, Leistungsphasen 1 bis 8 nach HOAI, einschließlich Bauantrag und Vorbereitung der Vergabe. Die Fachplanung der technischen Gebäudeausrüstung ist als Option enthalten.',
      },
      sk: {
        title: 'Vypracovanie projektovej dokumentácie pre novú materskú školu',
        scope:
          'Vypracovanie projektovej dokumentácie pre šesťtriednu materskú školu s podlahovou plochou približne 1 400 m², od architektonickej štúdie cez dokumentáciu pre stavebné povolenie až po dokumentáciu na realizáciu stavby. Súčasťou služby je autorský dozor počas výstavby.',
      },
      cs: {
        title: 'Projektová dokumentace pro novou mateřskou školu',
        scope:
          'Zpracování projektové dokumentace pro šestitřídní mateřskou školu o podlahové ploše přibližně 1 400 m², od architektonické studie přes dokumentaci pro povolení stavby až po dokumentaci pro provádění stavby. Součástí služby je autorský dozor během výstavby.',
      },
      ro: {
        title: 'Servicii de proiectare pentru o grădiniță nouă',
        scope:
          'Elaborarea documentației tehnice pentru o grădiniță cu șase grupe și o suprafață de aproximativ 1.400 m², de la studiul de fezabilitate și documentația pentru autorizația de construire până la proiectul tehnic de execuție. Serviciul include asistența tehnică din partea proiectantului pe durata execuției.',
      },
      fr: {
        title: 'Maîtrise d’œuvre pour la construction d’une école maternelle',
        scope:
          'Mission de maîtrise d’œuvre complète pour une école maternelle de six classes d’environ 1 400 m², de l’esquisse aux études de projet, y compris le dossier de permis de construire et l’assistance pour la passation des marchés de travaux. La mission comprend la direction de l’exécution des travaux.',
      },
      it: {
        title: 'Servizi di progettazione per una nuova scuola dell’infanzia',
        scope:
          'Progettazione di fattibilità tecnico-economica ed esecutiva di una scuola dell’infanzia di sei sezioni di circa 1.400 m², comprese le pratiche autorizzative e la documentazione di gara. Il servizio include la direzione dei lavori durante l’esecuzione.',
      },
      es: {
        title: 'Redacción del proyecto de una nueva escuela infantil',
        scope:
          'Redacción del proyecto básico y de ejecución de una escuela infantil de seis unidades y unos 1.400 m², incluida la documentación para la licencia de obras y el estudio de seguridad y salud. El servicio comprende la dirección de obra durante la ejecución.',
      },
      pl: {
        title: 'Opracowanie dokumentacji projektowej nowego przedszkola',
        scope:
          'Opracowanie koncepcji, projektu budowlanego i projektów wykonawczych sześciooddziałowego przedszkola o powierzchni ok. 1400 m², wraz z uzyskaniem pozwolenia na budowę, przedmiarami i specyfikacjami technicznymi wykonania i odbioru robót. Zamówienie obejmuje pełnienie nadzoru autorskiego w trakcie budowy.',
      },
      nl: {
        title: 'Architectendiensten voor de nieuwbouw van een kindcentrum',
        scope:
          'Integraal ontwerp voor een kindcentrum met zes groepen en circa 1.400 m² bruto vloeroppervlak, van schetsontwerp tot technisch ontwerp, inclusief de aanvraag omgevingsvergunning en het bestek. De opdracht omvat esthetische begeleiding tijdens de bouw.',
      },
      pt: {
        title: 'Elaboração do projeto de um novo jardim de infância',
        scope:
          'Elaboração do programa base, do projeto de execução e dos projetos de especialidades de um jardim de infância com seis salas e cerca de 1400 m², incluindo o apoio ao licenciamento e às peças do procedimento de empreitada. O serviço inclui a assistência técnica durante a obra.',
      },
      sv: {
        title: 'Arkitekttjänster för ny förskola',
        scope:
          'Projektering av en förskola med sex avdelningar och cirka 1 400 m² bruttoarea, från programhandling och systemhandling till bygghandling, inklusive underlag för bygglov och förfrågningsunderlag för entreprenaden. Uppdraget omfattar projektörsmedverkan under byggskedet.',
      },
    },
  },
  {
    cpv: '71322000',
    nature: 'services',
    weight: 5,
    valueRange: [60_000, 800_000],
    text: {
      en: {
        title: 'Engineering design services for road reconstruction',
        scope:
          'Preparation of the design documentation for the reconstruction of 3.8 km of a main road including two roundabouts, drainage, utility diversions and a footbridge. Deliverables include topographic and geotechnical surveys, permit documentation and the bill of quantities.',
      },
      de: {
        title: 'Ingenieurleistungen für den Straßenausbau',
        scope:
          'Planung des Ausbaus von 3,8 km Hauptverkehrsstraße mit zwei Kreisverkehren, Entwässerung, Leitungsverlegungen und einer Fußgängerbrücke. Zum Leistungsumfang gehören Vermessung, Baugrunderkundung, Genehmigungsplanung und Leistungsverzeichnis.',
      },
      sk: {
        title: 'Projektové práce na rekonštrukciu cesty',
        scope:
          'Vypracovanie projektovej dokumentácie rekonštrukcie 3,8 km hlavnej cesty vrátane dvoch okružných križovatiek, odvodnenia, prekládok inžinierskych sietí a lávky pre chodcov. Súčasťou plnenia je geodetické zameranie, inžinierskogeologický prieskum, dokumentácia na povolenie a výkaz výmer.',
      },
      cs: {
        title: 'Projektové práce na rekonstrukci silnice',
        scope:
          'Zpracování projektové dokumentace rekonstrukce 3,8 km hlavní silnice včetně dvou okružních křižovatek, odvodnění, přeložek inženýrských sítí a lávky pro pěší. Součástí plnění je geodetické zaměření, inženýrskogeologický průzkum, dokumentace pro povolení a výkaz výměr.',
      },
      ro: {
        title: 'Servicii de proiectare pentru modernizarea unui drum',
        scope:
          'Elaborarea documentației de proiectare pentru modernizarea a 3,8 km de drum principal, inclusiv două sensuri giratorii, sistemul de colectare a apelor pluviale, devierea rețelelor de utilități și o pasarelă pietonală. Livrabilele cuprind ridicarea topografică, studiul geotehnic, documentația pentru avize și autorizații și listele de cantități.',
      },
      fr: {
        title: 'Études d’ingénierie pour le réaménagement d’une route',
        scope:
          'Études de conception pour le réaménagement de 3,8 km de route principale comprenant deux giratoires, l’assainissement pluvial, le dévoiement des réseaux et une passerelle piétonne. La mission inclut les relevés topographiques, les études géotechniques, les dossiers d’autorisation et le détail quantitatif estimatif.',
      },
      it: {
        title: 'Servizi di ingegneria per la riqualificazione di una strada',
        scope:
          'Progettazione della riqualificazione di 3,8 km di strada principale con due rotatorie, rete di drenaggio, spostamento dei sottoservizi e una passerella pedonale. Sono compresi rilievi topografici, indagini geotecniche, elaborati per le autorizzazioni e computo metrico estimativo.',
      },
      es: {
        title: 'Redacción del proyecto de acondicionamiento de una carretera',
        scope:
          'Redacción del proyecto de acondicionamiento de 3,8 km de carretera principal con dos glorietas, drenaje, reposición de servicios afectados y una pasarela peatonal. Incluye levantamiento topográfico, estudio geotécnico, documentación para autorizaciones y mediciones y presupuesto.',
      },
      pl: {
        title: 'Opracowanie dokumentacji projektowej przebudowy drogi',
        scope:
          'Opracowanie dokumentacji projektowej przebudowy 3,8 km drogi głównej wraz z dwoma rondami, odwodnieniem, przebudową sieci uzbrojenia terenu i kładką dla pieszych. Zakres obejmuje mapę do celów projektowych, badania geotechniczne, dokumentację do uzyskania decyzji ZRID oraz przedmiary robót.',
      },
      nl: {
        title: 'Ingenieursdiensten voor de reconstructie van een weg',
        scope:
          'Opstellen van het ontwerp voor de reconstructie van 3,8 km hoofdweg met twee rotondes, afwatering, kabel- en leidingverleggingen en een voetgangersbrug. De opdracht omvat landmeetkundige inmeting, geotechnisch onderzoek, vergunningsdossiers en een raming met hoeveelhedenstaat.',
      },
      pt: {
        title: 'Elaboração do projeto de requalificação de uma estrada',
        scope:
          'Elaboração do projeto de requalificação de 3,8 km de estrada principal com duas rotundas, drenagem, desvio de infraestruturas e uma ponte pedonal. Inclui levantamento topográfico, estudo geotécnico, peças para licenciamento e mapa de quantidades.',
      },
      sv: {
        title: 'Projekteringstjänster för ombyggnad av väg',
        scope:
          'Projektering av ombyggnad av 3,8 km huvudgata med två cirkulationsplatser, dagvattenhantering, ledningsomläggningar och en gångbro. I uppdraget ingår inmätning, geoteknisk undersökning, underlag för tillstånd och mängdförteckning.',
      },
    },
  },
  {
    cpv: '71520000',
    nature: 'services',
    weight: 5,
    valueRange: [80_000, 700_000],
    text: {
      en: {
        title: 'Construction supervision services',
        scope:
          'Site supervision on behalf of the contracting authority for the construction of a public building with an estimated construction cost of EUR 12 million over approximately 24 months. The service covers quality and cost control, verification of payment applications, health and safety coordination and the handover of the completed works.',
      },
      de: {
        title: 'Leistungen der Bauüberwachung',
        scope:
          'Bauüberwachung für den Neubau eines öffentlichen Gebäudes mit geschätzten Baukosten von 12 Mio. EUR über eine Bauzeit von rund 24 Monaten. Die Leistung umfasst Qualitäts- und Kostenkontrolle, Rechnungsprüfung, Sicherheits- und Gesundheitsschutzkoordination sowie die Abnahme der Bauleistungen.',
      },
      sk: {
        title: 'Výkon stavebného dozoru',
        scope:
          'Výkon stavebného dozoru pri výstavbe verejnej budovy s predpokladanou hodnotou stavebných prác 12 mil. EUR počas približne 24 mesiacov. Služba zahŕňa kontrolu kvality a nákladov, overovanie faktúr, koordináciu bezpečnosti a ochrany zdravia pri práci a prevzatie dokončeného diela.',
      },
      cs: {
        title: 'Výkon technického dozoru stavebníka',
        scope:
          'Výkon technického dozoru stavebníka při výstavbě veřejné budovy s předpokládanými náklady stavby 12 mil. EUR po dobu přibližně 24 měsíců. Služba zahrnuje kontrolu kvality a nákladů, kontrolu faktur, koordinaci bezpečnosti a ochrany zdraví při práci a převzetí dokončeného díla.',
      },
      ro: {
        title: 'Servicii de dirigenție de șantier',
        scope:
          'Asigurarea dirigenției de șantier pentru construirea unei clădiri publice cu o valoare estimată a lucrărilor de 12 milioane EUR, pe o durată de aproximativ 24 de luni. Serviciul cuprinde controlul calității și al costurilor, verificarea situațiilor de lucrări, coordonarea în materie de securitate și sănătate și recepția lucrărilor.',
      },
      fr: {
        title: 'Mission de suivi et de contrôle de chantier',
        scope:
          'Suivi et contrôle, pour le compte du maître d’ouvrage, de la construction d’un bâtiment public d’un montant de travaux estimé à 12 millions d’euros, sur une durée d’environ 24 mois. La mission comprend le contrôle de la qualité et des coûts, la vérification des situations de travaux, la coordination sécurité et protection de la santé et les opérations de réception.',
      },
      it: {
        title: 'Servizi di direzione lavori e coordinamento della sicurezza',
        scope:
          'Direzione dei lavori e coordinamento della sicurezza in fase di esecuzione per la costruzione di un edificio pubblico con importo dei lavori stimato in 12 milioni di euro e durata di circa 24 mesi. Il servizio comprende il controllo della qualità e dei costi, la contabilità dei lavori e l’assistenza al collaudo.',
      },
      es: {
        title: 'Dirección de ejecución de obra y coordinación de seguridad y salud',
        scope:
          'Dirección de ejecución y coordinación de seguridad y salud de la construcción de un edificio público con un presupuesto de obra estimado de 12 millones de euros y un plazo aproximado de 24 meses. El servicio incluye el control de calidad y de costes, la emisión de certificaciones y la recepción de las obras.',
      },
      pl: {
        title: 'Pełnienie funkcji inspektora nadzoru inwestorskiego',
        scope:
          'Pełnienie nadzoru inwestorskiego nad budową budynku użyteczności publicznej o szacunkowej wartości robót 12 mln EUR, w okresie ok. 24 miesięcy. Usługa obejmuje kontrolę jakości i kosztów, sprawdzanie faktur, koordynację w zakresie BHP oraz udział w odbiorach robót.',
      },
      nl: {
        title: 'Directievoering en toezicht op de bouw',
        scope:
          'Directievoering en toezicht namens de opdrachtgever op de bouw van een openbaar gebouw met een geraamde bouwsom van 12 miljoen euro en een uitvoeringsduur van circa 24 maanden. De dienst omvat kwaliteits- en kostenbewaking, controle van termijnfacturen, coördinatie van veiligheid en gezondheid en de oplevering van het werk.',
      },
      pt: {
        title: 'Serviços de fiscalização de empreitada',
        scope:
          'Fiscalização, em representação do dono de obra, da construção de um edifício público com valor estimado de 12 milhões de euros e prazo de cerca de 24 meses. O serviço inclui o controlo de qualidade e de custos, a verificação dos autos de medição, a coordenação de segurança em obra e a receção da empreitada.',
      },
      sv: {
        title: 'Byggledning och kontroll',
        scope:
          'Byggledning för beställarens räkning vid uppförandet av en offentlig byggnad med en beräknad entreprenadsumma på 12 miljoner euro och en byggtid på cirka 24 månader. Uppdraget omfattar kvalitets- och kostnadsuppföljning, fakturagranskning, samordning av arbetsmiljöfrågor och medverkan vid slutbesiktning.',
      },
    },
  },
  // 72 – IT services
  {
    cpv: '72262000',
    nature: 'services',
    weight: 5,
    valueRange: [200_000, 3_000_000],
    text: {
      en: {
        title: 'Development of an online citizen services portal',
        scope:
          'Design, development and deployment of a web portal for at least 40 electronic services, integrated with the national electronic identity scheme, the records management system and online payments. Accessibility in line with EN 301 549 and 36 months of maintenance are included.',
      },
      de: {
        title: 'Entwicklung eines Bürgerserviceportals',
        scope:
          'Konzeption, Entwicklung und Einführung eines Webportals für mindestens 40 Online-Dienste mit Anbindung an die eID-Infrastruktur, das Dokumentenmanagement und den elektronischen Zahlungsverkehr. Barrierefreiheit nach EN 301 549 sowie 36 Monate Wartung und Pflege sind Bestandteil der Leistung.',
      },
      sk: {
        title: 'Vývoj portálu elektronických služieb pre občanov',
        scope:
          'Analýza, návrh, vývoj a nasadenie webového portálu pre najmenej 40 elektronických služieb integrovaného s elektronickou identifikáciou, registratúrou a platobnou bránou. Súčasťou plnenia je prístupnosť podľa EN 301 549 a 36-mesačná podpora prevádzky.',
      },
      cs: {
        title: 'Vývoj portálu elektronických služeb pro občany',
        scope:
          'Analýza, návrh, vývoj a nasazení webového portálu pro nejméně 40 elektronických služeb integrovaného s elektronickou identifikací, spisovou službou a platební bránou. Součástí plnění je přístupnost dle EN 301 549 a 36měsíční podpora provozu.',
      },
      ro: {
        title: 'Dezvoltarea unui portal de servicii electronice pentru cetățeni',
        scope:
          'Analiza, proiectarea, dezvoltarea și implementarea unui portal web pentru cel puțin 40 de servicii electronice, integrat cu sistemul național de identitate electronică, registratura electronică și plata online. Sunt incluse accesibilitatea conform EN 301 549 și mentenanța pe o perioadă de 36 de luni.',
      },
      fr: {
        title: 'Développement d’un portail de services en ligne aux usagers',
        scope:
          'Conception, développement et mise en production d’un portail web proposant au moins 40 démarches en ligne, interfacé avec le dispositif national d’identification électronique, la gestion électronique du courrier et le paiement en ligne. L’accessibilité selon la norme EN 301 549 et 36 mois de maintenance sont inclus.',
      },
      it: {
        title: 'Sviluppo di un portale dei servizi online per i cittadini',
        scope:
          'Analisi, progettazione, sviluppo e messa in esercizio di un portale web per almeno 40 servizi digitali, integrato con SPID e CIE, con il protocollo informatico e con pagoPA. Sono inclusi l’accessibilità secondo la norma EN 301 549 e 36 mesi di manutenzione.',
      },
      es: {
        title: 'Desarrollo de una sede electrónica de servicios al ciudadano',
        scope:
          'Análisis, diseño, desarrollo e implantación de un portal web con al menos 40 procedimientos electrónicos, integrado con Cl@ve, el registro electrónico y la pasarela de pagos. Se incluyen la accesibilidad conforme a la norma EN 301 549 y 36 meses de mantenimiento.',
      },
      pl: {
        title: 'Budowa portalu e-usług dla mieszkańców',
        scope:
          'Analiza, projekt, wykonanie i wdrożenie portalu internetowego z co najmniej 40 e-usługami, zintegrowanego z węzłem krajowym, elektronicznym obiegiem dokumentów i bramką płatności. Zamówienie obejmuje dostępność zgodną z normą EN 301 549 oraz 36-miesięczne utrzymanie systemu.',
      },
      nl: {
        title: 'Ontwikkeling van een digitaal loket voor inwoners',
        scope:
          'Ontwerp, ontwikkeling en implementatie van een webportaal met ten minste 40 digitale producten, gekoppeld aan DigiD, het zaaksysteem en een betaalvoorziening. Toegankelijkheid volgens EN 301 549 en 36 maanden beheer en onderhoud zijn inbegrepen.',
      },
      pt: {
        title: 'Desenvolvimento de um portal de serviços online ao munícipe',
        scope:
          'Análise, conceção, desenvolvimento e implementação de um portal web com pelo menos 40 serviços eletrónicos, integrado com a autenticação eletrónica nacional, a gestão documental e os pagamentos eletrónicos. Inclui acessibilidade segundo a norma EN 301 549 e 36 meses de manutenção.',
      },
      sv: {
        title: 'Utveckling av e-tjänsteplattform för invånare',
        scope:
          'Utformning, utveckling och driftsättning av en webbportal med minst 40 e-tjänster, integrerad med e-legitimation, diariesystemet och betallösning. Tillgänglighet enligt EN 301 549 och 36 månaders förvaltning ingår.',
      },
    },
  },
  {
    cpv: '72611000',
    nature: 'services',
    weight: 5,
    valueRange: [150_000, 2_000_000],
    text: {
      en: {
        title: 'IT support and service desk services',
        scope:
          'First- and second-level support for approximately 1,200 users and 1,500 workstations, including a service desk available on working days from 7:00 to 18:00, on-site support and IT asset management. Service levels follow ITIL processes with defined response and resolution times.',
      },
      de: {
        title: 'IT-Support und Service-Desk-Leistungen',
        scope:
          'First- und Second-Level-Support für rund 1.200 Anwenderinnen und Anwender und 1.500 Arbeitsplätze, einschließlich Service-Desk werktags von 7:00 bis 18:00 Uhr, Vor-Ort-Support und Inventarverwaltung. Die Servicelevel orientieren sich an ITIL-Prozessen mit festgelegten Reaktions- und Lösungszeiten.',
      },
      sk: {
        title: 'Podpora prevádzky IT a služby helpdesku',
        scope:
          'Podpora prvej a druhej úrovne pre približne 1 200 používateľov a 1 500 pracovných staníc vrátane helpdesku dostupného v pracovné dni od 7.00 do 18.00 h, podpory na mieste a správy IT majetku. Úroveň služieb vychádza z procesov ITIL s definovanými lehotami reakcie a vyriešenia.',
      },
      cs: {
        title: 'Podpora provozu IT a služby helpdesku',
        scope:
          'Podpora první a druhé úrovně pro přibližně 1 200 uživatelů a 1 500 pracovních stanic včetně helpdesku dostupného v pracovní dny od 7:00 do 18:00, podpory na místě a správy IT majetku. Úroveň služeb vychází z procesů ITIL s definovanými lhůtami reakce a vyřešení.',
      },
      ro: {
        title: 'Servicii de suport IT și helpdesk',
        scope:
          'Suport de nivel 1 și 2 pentru aproximativ 1.200 de utilizatori și 1.500 de stații de lucru, inclusiv helpdesk disponibil în zilele lucrătoare între orele 7:00 și 18:00, intervenții la fața locului și gestiunea inventarului IT. Nivelurile de serviciu se bazează pe procese ITIL, cu timpi de răspuns și de rezolvare definiți.',
      },
      fr: {
        title: 'Prestations de support informatique et de centre de services',
        scope:
          'Support de niveaux 1 et 2 pour environ 1 200 utilisateurs et 1 500 postes de travail, comprenant un centre de services ouvert les jours ouvrés de 7 h à 18 h, des interventions sur site et la gestion du parc. Les niveaux de service reposent sur les processus ITIL avec des délais d’intervention et de résolution définis.',
      },
      it: {
        title: 'Servizi di assistenza informatica agli utenti',
        scope:
          'Assistenza di primo e secondo livello per circa 1.200 utenti e 1.500 postazioni di lavoro, comprensiva di un centro di assistenza attivo nei giorni feriali dalle 7:00 alle 18:00, interventi presso le sedi e gestione dell’inventario. I livelli di servizio si basano sui processi ITIL con tempi di presa in carico e di risoluzione definiti.',
      },
      es: {
        title: 'Servicio de soporte informático y centro de atención a usuarios',
        scope:
          'Soporte de primer y segundo nivel para unos 1.200 usuarios y 1.500 puestos de trabajo, incluido un centro de atención a usuarios disponible en días laborables de 7:00 a 18:00, soporte presencial y gestión del inventario. Los niveles de servicio se basan en procesos ITIL con tiempos de respuesta y resolución definidos.',
      },
      pl: {
        title: 'Świadczenie usług wsparcia informatycznego dla użytkowników',
        scope:
          'Wsparcie pierwszej i drugiej linii dla ok. 1200 użytkowników i 1500 stanowisk komputerowych, obejmujące punkt przyjmowania zgłoszeń dostępny w dni robocze w godz. 7:00–18:00, wsparcie na miejscu oraz ewidencję sprzętu. Poziomy usług oparto na procesach ITIL z określonymi czasami reakcji i rozwiązania zgłoszeń.',
      },
      nl: {
        title: 'IT-ondersteuning en servicedesk',
        scope:
          'Eerste- en tweedelijnsondersteuning voor circa 1.200 gebruikers en 1.500 werkplekken, inclusief een servicedesk die op werkdagen van 7.00 tot 18.00 uur bereikbaar is, ondersteuning op locatie en beheer van de ICT-middelen. De serviceniveaus zijn gebaseerd op ITIL-processen met vastgelegde reactie- en oplostijden.',
      },
      pt: {
        title: 'Serviços de suporte informático aos utilizadores',
        scope:
          'Suporte de primeiro e segundo nível para cerca de 1200 utilizadores e 1500 postos de trabalho, incluindo um centro de suporte disponível nos dias úteis das 7h00 às 18h00, apoio presencial e gestão do parque informático. Os níveis de serviço baseiam-se em processos ITIL, com tempos de resposta e de resolução definidos.',
      },
      sv: {
        title: 'IT-support och servicedesk',
        scope:
          'Support på första och andra nivån för cirka 1 200 användare och 1 500 arbetsplatser, inklusive servicedesk som är bemannad vardagar kl. 7.00–18.00, support på plats och inventariehantering. Servicenivåerna bygger på ITIL-processer med fastställda inställelse- och lösningstider.',
      },
    },
  },
  {
    cpv: '72413000',
    nature: 'services',
    weight: 3,
    valueRange: [25_000, 200_000],
    text: {
      en: {
        title: 'Redesign of the official website',
        scope:
          'Design and development of a new responsive website on an open-source content management system, migration of about 2,500 pages and training for 30 editors. The website must comply with WCAG 2.1 level AA, and hosting and support for 24 months are included.',
      },
      de: {
        title: 'Neugestaltung des Internetauftritts',
        scope:
          'Gestaltung und Umsetzung eines neuen, auf allen Endgeräten nutzbaren Internetauftritts auf Basis eines quelloffenen Redaktionssystems, Migration von rund 2.500 Seiten und Schulung von 30 Redakteurinnen und Redakteuren. Der Auftritt muss WCAG 2.1 Stufe AA erfüllen; Betrieb und Support für 24 Monate sind eingeschlossen.',
      },
      sk: {
        title: 'Vytvorenie nového webového sídla',
        scope:
          'Návrh a vývoj nového responzívneho webového sídla na redakčnom systéme s otvoreným zdrojovým kódom, migrácia približne 2 500 stránok a zaškolenie 30 redaktorov. Webové sídlo musí spĺňať WCAG 2.1 na úrovni AA a súčasťou plnenia je hosting a podpora počas 24 mesiacov.',
      },
      cs: {
        title: 'Vytvoření nových webových stránek',
        scope:
          'Návrh a vývoj nových responzivních webových stránek na redakčním systému s otevřeným zdrojovým kódem, migrace přibližně 2 500 stránek a zaškolení 30 redaktorů. Web musí splňovat WCAG 2.1 na úrovni AA a součástí plnění je hosting a podpora po dobu 24 měsíců.',
      },
      ro: {
        title: 'Realizarea noului site web instituțional',
        scope:
          'Proiectarea și dezvoltarea unui nou site web adaptabil pe un sistem de gestionare a conținutului cu sursă deschisă, migrarea a aproximativ 2.500 de pagini și instruirea a 30 de editori. Site-ul trebuie să respecte WCAG 2.1 nivel AA, iar găzduirea și suportul tehnic pentru 24 de luni sunt incluse.',
      },
      fr: {
        title: 'Refonte du site internet',
        scope:
          'Conception et réalisation d’un nouveau site internet adaptatif sur un système de gestion de contenu libre, migration d’environ 2 500 pages et formation de 30 contributeurs. Le site doit être conforme aux WCAG 2.1 niveau AA, et l’hébergement et la maintenance pendant 24 mois sont inclus.',
      },
      it: {
        title: 'Rifacimento del sito web istituzionale',
        scope:
          'Progettazione e sviluppo di un nuovo sito web fruibile da qualsiasi dispositivo su un sistema di gestione dei contenuti a codice aperto, migrazione di circa 2.500 pagine e formazione di 30 redattori. Il sito deve essere conforme alle WCAG 2.1 livello AA e sono inclusi ospitalità e assistenza per 24 mesi.',
      },
      es: {
        title: 'Rediseño del sitio web institucional',
        scope:
          'Diseño y desarrollo de un nuevo sitio web adaptable sobre un gestor de contenidos de código abierto, migración de unas 2.500 páginas y formación de 30 editores. El sitio deberá cumplir las WCAG 2.1 nivel AA y se incluyen el alojamiento y el soporte durante 24 meses.',
      },
      pl: {
        title: 'Przebudowa serwisu internetowego',
        scope:
          'Zaprojektowanie i wdrożenie nowego responsywnego serwisu internetowego na otwartoźródłowym systemie zarządzania treścią, migracja ok. 2500 podstron oraz przeszkolenie 30 redaktorów. Serwis musi spełniać WCAG 2.1 na poziomie AA, a zamówienie obejmuje hosting i wsparcie przez 24 miesiące.',
      },
      nl: {
        title: 'Vernieuwing van de website',
        scope:
          'Ontwerp en bouw van een nieuwe responsieve website op een opensource-contentbeheersysteem, migratie van circa 2.500 pagina’s en training van 30 redacteuren. De website moet voldoen aan WCAG 2.1 niveau AA; hosting en ondersteuning gedurende 24 maanden zijn inbegrepen.',
      },
      pt: {
        title: 'Reformulação do portal institucional',
        scope:
          'Conceção e desenvolvimento de um novo sítio web adaptável a dispositivos móveis, assente num sistema de gestão de conteúdos de código aberto, migração de cerca de 2500 páginas e formação de 30 editores. O sítio deve cumprir as WCAG 2.1 nível AA, incluindo-se o alojamento e o suporte durante 24 meses.',
      },
      sv: {
        title: 'Utveckling av ny webbplats',
        scope:
          'Design och utveckling av en ny responsiv webbplats i ett publiceringssystem med öppen källkod, migrering av cirka 2 500 sidor och utbildning av 30 redaktörer. Webbplatsen ska uppfylla WCAG 2.1 nivå AA, och drift och support i 24 månader ingår.',
      },
    },
  },
  // 48 – Software packages
  {
    cpv: '48311100',
    nature: 'supplies',
    weight: 3,
    valueRange: [100_000, 1_200_000],
    text: {
      en: {
        title: 'Supply and implementation of a document management system',
        scope:
          'Supply of licences for 600 users of an electronic document and records management system, including configuration, migration of existing records, integration with the e-mail and accounting systems and user training. Maintenance and support for 48 months are included.',
      },
      de: {
        title: 'Lieferung und Einführung eines Dokumentenmanagementsystems',
        scope:
          'Lieferung von Lizenzen für 600 Nutzerinnen und Nutzer eines Systems für Dokumentenmanagement und elektronische Aktenführung einschließlich Konfiguration, Migration des Altbestands, Schnittstellen zu E-Mail- und Finanzsystem sowie Schulungen. Wartung und Support für 48 Monate sind enthalten.',
      },
      sk: {
        title: 'Dodávka a implementácia elektronického systému správy dokumentov',
        scope:
          'Dodávka licencií pre 600 používateľov systému elektronickej správy dokumentov a registratúry vrátane konfigurácie, migrácie existujúcich záznamov, integrácie s e-mailovým a ekonomickým systémom a zaškolenia používateľov. Súčasťou je údržba a podpora počas 48 mesiacov.',
      },
      cs: {
        title: 'Dodávka a implementace elektronické spisové služby',
        scope:
          'Dodávka licencí pro 600 uživatelů elektronického systému spisové služby a správy dokumentů včetně konfigurace, migrace stávajících záznamů, integrace s e-mailovým a ekonomickým systémem a zaškolení uživatelů. Součástí je údržba a podpora po dobu 48 měsíců.',
      },
      ro: {
        title: 'Furnizarea și implementarea unui sistem de management al documentelor',
        scope:
          'Furnizarea de licențe pentru 600 de utilizatori ai unui sistem electronic de management al documentelor și registratură, inclusiv configurare, migrarea documentelor existente, integrarea cu sistemele de e-mail și contabilitate și instruirea utilizatorilor. Sunt incluse mentenanța și suportul tehnic timp de 48 de luni.',
      },
      fr: {
        title: 'Fourniture et mise en œuvre d’une solution de gestion électronique des documents',
        scope:
          'Fourniture de licences pour 600 utilisateurs d’une solution de gestion électronique des documents et d’archivage, y compris le paramétrage, la reprise des données existantes, l’interfaçage avec la messagerie et le logiciel financier et la formation des utilisateurs. La maintenance et l’assistance pendant 48 mois sont incluses.',
      },
      it: {
        title: 'Fornitura e attivazione di un sistema di gestione documentale',
        scope:
          'Fornitura di licenze per 600 utenti di un sistema di gestione documentale e protocollo informatico, comprensiva di configurazione, migrazione dei documenti esistenti, integrazione con la posta elettronica e il sistema contabile e formazione degli utenti. Sono inclusi manutenzione e assistenza per 48 mesi.',
      },
      es: {
        title: 'Suministro e implantación de un sistema de gestión documental',
        scope:
          'Suministro de licencias para 600 usuarios de un sistema de gestión documental y archivo electrónico, incluida la configuración, la migración de los expedientes existentes, la integración con el correo electrónico y el sistema contable y la formación de los usuarios. Se incluyen el mantenimiento y el soporte durante 48 meses.',
      },
      pl: {
        title: 'Dostawa i wdrożenie systemu elektronicznego zarządzania dokumentacją',
        scope:
          'Dostawa licencji dla 600 użytkowników systemu elektronicznego zarządzania dokumentacją, wraz z konfiguracją, migracją istniejących danych, integracją z pocztą elektroniczną i systemem finansowo-księgowym oraz szkoleniami użytkowników. Zamówienie obejmuje 48-miesięczne wsparcie techniczne i aktualizacje.',
      },
      nl: {
        title: 'Levering en implementatie van een documentmanagementsysteem',
        scope:
          'Levering van licenties voor 600 gebruikers van een systeem voor document- en archiefbeheer, inclusief configuratie, migratie van bestaande dossiers, koppelingen met e-mail en het financiële systeem en gebruikerstraining. Onderhoud en ondersteuning gedurende 48 maanden zijn inbegrepen.',
      },
      pt: {
        title: 'Fornecimento e implementação de um sistema de gestão documental',
        scope:
          'Fornecimento de licenças para 600 utilizadores de um sistema de gestão documental e arquivo eletrónico, incluindo parametrização, migração dos processos existentes, integração com o correio eletrónico e o sistema de contabilidade e formação dos utilizadores. Inclui manutenção e suporte durante 48 meses.',
      },
      sv: {
        title: 'Leverans och införande av dokumenthanteringssystem',
        scope:
          'Leverans av licenser för 600 användare av ett system för dokument- och ärendehantering, inklusive konfiguration, migrering av befintliga handlingar, integration med e-post och ekonomisystem samt användarutbildning. Underhåll och support i 48 månader ingår.',
      },
    },
  },
  {
    cpv: '48760000',
    nature: 'supplies',
    weight: 3,
    valueRange: [40_000, 400_000],
    text: {
      en: {
        title: 'Antivirus and endpoint protection software licences',
        scope:
          'Supply of 2,500 three-year licences for an endpoint protection solution covering antivirus, ransomware protection, device control and centralised management for Windows, macOS and Linux. The contract includes installation support and vendor maintenance.',
      },
      de: {
        title: 'Lizenzen für Virenschutzsoftware',
        scope:
          'Lieferung von 2.500 Lizenzen mit dreijähriger Laufzeit für eine Virenschutz- und Endgeräteschutzlösung mit Schutz vor Erpressungssoftware, Gerätekontrolle und zentraler Verwaltung für Windows, macOS und Linux. Installationsunterstützung und Herstellerwartung sind Bestandteil des Auftrags.',
      },
      sk: {
        title: 'Licencie antivírusového softvéru',
        scope:
          'Dodávka 2 500 licencií s platnosťou na tri roky pre riešenie ochrany koncových bodov zahŕňajúce antivírus, ochranu pred vydieračským softvérom, kontrolu zariadení a centrálnu správu pre Windows, macOS a Linux. Súčasťou zákazky je podpora pri inštalácii a údržba od výrobcu.',
      },
      cs: {
        title: 'Licence antivirového softwaru',
        scope:
          'Dodávka 2 500 licencí s platností na tři roky pro řešení ochrany koncových bodů zahrnující antivir, ochranu proti vyděračskému softwaru, kontrolu zařízení a centrální správu pro Windows, macOS a Linux. Součástí zakázky je podpora při instalaci a údržba od výrobce.',
      },
      ro: {
        title: 'Licențe software antivirus',
        scope:
          'Furnizarea a 2.500 de licențe valabile trei ani pentru o soluție de protecție a stațiilor de lucru care include antivirus, protecție împotriva programelor de tip ransomware, controlul dispozitivelor și administrare centralizată pentru Windows, macOS și Linux. Contractul include asistență la instalare și mentenanța oferită de producător.',
      },
      fr: {
        title: 'Licences de logiciel antivirus',
        scope:
          'Fourniture de 2 500 licences d’une durée de trois ans pour une solution de protection des postes de travail comprenant antivirus, protection contre les rançongiciels, contrôle des périphériques et console d’administration centralisée pour Windows, macOS et Linux. Le marché comprend l’assistance à l’installation et la maintenance de l’éditeur.',
      },
      it: {
        title: 'Licenze software antivirus',
        scope:
          'Fornitura di 2.500 licenze triennali di una soluzione di protezione delle postazioni di lavoro comprendente antivirus, protezione dai programmi di estorsione, controllo dei dispositivi e console di gestione centralizzata per Windows, macOS e Linux. Sono inclusi il supporto all’installazione e la manutenzione del produttore.',
      },
      es: {
        title: 'Licencias de software antivirus',
        scope:
          'Suministro de 2.500 licencias por tres años de una solución de protección de puestos de trabajo que incluya antivirus, protección frente a programas de secuestro de datos, control de dispositivos y consola de gestión centralizada para Windows, macOS y Linux. Se incluyen el soporte para la instalación y el mantenimiento del fabricante.',
      },
      pl: {
        title: 'Dostawa licencji oprogramowania antywirusowego',
        scope:
          'Dostawa 2500 licencji na trzy lata dla rozwiązania ochrony stacji końcowych obejmującego ochronę antywirusową, ochronę przed oprogramowaniem szyfrującym dane, kontrolę urządzeń oraz centralną konsolę zarządzania dla systemów Windows, macOS i Linux. Zamówienie obejmuje wsparcie przy instalacji i wsparcie producenta.',
      },
      nl: {
        title: 'Licenties voor antivirussoftware',
        scope:
          'Levering van 2.500 licenties met een looptijd van drie jaar voor een oplossing voor werkplekbeveiliging met antivirus, bescherming tegen gijzelsoftware, apparaatbeheer en een centrale beheerconsole voor Windows, macOS en Linux. Ondersteuning bij de installatie en onderhoud door de fabrikant zijn inbegrepen.',
      },
      pt: {
        title: 'Licenças de software antivírus',
        scope:
          'Fornecimento de 2500 licenças por três anos de uma solução de proteção de postos de trabalho que inclua antivírus, proteção contra programas de sequestro de dados, controlo de dispositivos e consola de gestão centralizada para Windows, macOS e Linux. Inclui apoio à instalação e manutenção do fabricante.',
      },
      sv: {
        title: 'Licenser för antivirusprogram',
        scope:
          'Leverans av 2 500 licenser med treårig giltighet för en lösning för klientskydd med antivirus, skydd mot utpressningsprogram, enhetskontroll och central administration för Windows, macOS och Linux. Installationsstöd och tillverkarens underhåll ingår.',
      },
    },
  },
  // 30 – IT hardware and office machines
  {
    cpv: '30213100',
    nature: 'supplies',
    weight: 5,
    valueRange: [200_000, 1_500_000],
    text: {
      en: {
        title: 'Supply of laptops for schools',
        scope:
          'Supply of 850 laptops with a 14-inch display, at least 16 GB RAM and a 512 GB SSD, a pre-installed operating system and protective sleeves, delivered in charging trolleys for 30 devices each. A four-year on-site warranty and TCO Certified or EPEAT certification are required.',
      },
      de: {
        title: 'Lieferung von Notebooks für Schulen',
        scope:
          'Lieferung von 850 Notebooks mit 14-Zoll-Display, mindestens 16 GB Arbeitsspeicher und 512 GB SSD, vorinstalliertem Betriebssystem und Schutzhüllen, geliefert in Ladewagen für je 30 Geräte. Gefordert sind vier Jahre Vor-Ort-Garantie sowie eine Zertifizierung nach TCO Certified oder EPEAT.',
      },
      sk: {
        title: 'Dodávka notebookov pre školy',
        scope:
          'Dodávka 850 notebookov so 14-palcovým displejom, najmenej 16 GB RAM a 512 GB SSD, s predinštalovaným operačným systémom a ochrannými obalmi, dodaných v nabíjacích vozíkoch pre 30 zariadení. Požaduje sa štvorročná záruka s opravou na mieste a certifikácia TCO Certified alebo EPEAT.',
      },
      cs: {
        title: 'Dodávka notebooků pro školy',
        scope:
          'Dodávka 850 notebooků se 14palcovým displejem, nejméně 16 GB RAM a 512 GB SSD, s předinstalovaným operačním systémem a ochrannými obaly, dodaných v nabíjecích vozících pro 30 zařízení. Požaduje se čtyřletá záruka s opravou na místě a certifikace TCO Certified nebo EPEAT.',
      },
      ro: {
        title: 'Furnizarea de laptopuri pentru școli',
        scope:
          'Furnizarea a 850 de laptopuri cu ecran de 14 inchi, minimum 16 GB RAM și SSD de 512 GB, cu sistem de operare preinstalat și huse de protecție, livrate în cărucioare de încărcare pentru câte 30 de dispozitive. Se solicită garanție de patru ani cu intervenție la sediul beneficiarului și certificare TCO Certified sau EPEAT.',
      },
      fr: {
        title: 'Fourniture d’ordinateurs portables pour les écoles',
        scope:
          'Fourniture de 850 ordinateurs portables avec écran de 14 pouces, au moins 16 Go de mémoire vive et un SSD de 512 Go, système d’exploitation préinstallé et housses de protection, livrés dans des chariots de recharge de 30 postes. Une garantie sur site de quatre ans et la certification TCO Certified ou EPEAT sont exigées.',
      },
      it: {
        title: 'Fornitura di computer portatili per le scuole',
        scope:
          'Fornitura di 850 computer portatili con schermo da 14 pollici, almeno 16 GB di RAM e SSD da 512 GB, sistema operativo preinstallato e custodie protettive, consegnati in carrelli di ricarica da 30 postazioni. Sono richieste una garanzia di quattro anni con intervento presso la sede e la certificazione TCO Certified o EPEAT.',
      },
      es: {
        title: 'Suministro de ordenadores portátiles para centros educativos',
        scope:
          'Suministro de 850 ordenadores portátiles con pantalla de 14 pulgadas, al menos 16 GB de RAM y SSD de 512 GB, sistema operativo preinstalado y fundas protectoras, entregados en carros de carga para 30 equipos. Se exige garantía in situ de cuatro años y certificación TCO Certified o EPEAT.',
      },
      pl: {
        title: 'Dostawa laptopów dla szkół',
        scope:
          'Dostawa 850 laptopów z ekranem 14 cali, min. 16 GB RAM i dyskiem SSD 512 GB, z zainstalowanym systemem operacyjnym i etui ochronnymi, dostarczonych w wózkach ładujących na 30 urządzeń. Wymagana jest czteroletnia gwarancja z naprawą w miejscu użytkowania oraz certyfikat TCO Certified lub EPEAT.',
      },
      nl: {
        title: 'Levering van laptops voor scholen',
        scope:
          'Levering van 850 laptops met een 14-inch scherm, minimaal 16 GB werkgeheugen en 512 GB SSD, een voorgeïnstalleerd besturingssysteem en beschermhoezen, geleverd in oplaadkarren voor 30 apparaten. Vier jaar garantie op locatie en certificering volgens TCO Certified of EPEAT zijn vereist.',
      },
      pt: {
        title: 'Fornecimento de computadores portáteis para escolas',
        scope:
          'Fornecimento de 850 computadores portáteis com ecrã de 14 polegadas, pelo menos 16 GB de RAM e SSD de 512 GB, sistema operativo pré-instalado e capas de proteção, entregues em carros de carregamento para 30 equipamentos. Exige-se garantia de quatro anos com assistência no local e certificação TCO Certified ou EPEAT.',
      },
      sv: {
        title: 'Leverans av bärbara datorer till skolor',
        scope:
          'Leverans av 850 bärbara datorer med 14-tumsskärm, minst 16 GB RAM och 512 GB SSD, förinstallerat operativsystem och skyddsfodral, levererade i laddvagnar för 30 enheter. Fyra års garanti med service på plats och certifiering enligt TCO Certified eller EPEAT krävs.',
      },
    },
  },
  {
    cpv: '30121100',
    nature: 'supplies',
    weight: 3,
    valueRange: [80_000, 900_000],
    text: {
      en: {
        title: 'Lease of multifunction copiers',
        scope:
          'Lease of 140 networked A3/A4 multifunction copiers (print, copy, scan) with secure pull printing and usage reporting for a period of 60 months. The price per page includes toner, spare parts, maintenance and on-site service within eight working hours.',
      },
      de: {
        title: 'Miete von Multifunktionsgeräten',
        scope:
          'Miete von 140 netzwerkfähigen A3/A4-Multifunktionsgeräten (Drucken, Kopieren, Scannen) mit sicherem Abrufdruck und Nutzungsauswertung für 60 Monate. Der Seitenpreis umfasst Toner, Ersatzteile, Wartung und Vor-Ort-Service innerhalb von acht Arbeitsstunden.',
      },
      sk: {
        title: 'Prenájom multifunkčných kopírovacích zariadení',
        scope:
          'Prenájom 140 sieťových multifunkčných zariadení formátu A3/A4 (tlač, kopírovanie, skenovanie) so zabezpečenou tlačou na vyžiadanie a vyhodnocovaním využitia na obdobie 60 mesiacov. Cena za stranu zahŕňa toner, náhradné diely, údržbu a servis na mieste do ôsmich pracovných hodín.',
      },
      cs: {
        title: 'Pronájem multifunkčních kopírovacích zařízení',
        scope:
          'Pronájem 140 síťových multifunkčních zařízení formátu A3/A4 (tisk, kopírování, skenování) se zabezpečeným tiskem na vyžádání a vyhodnocováním využití na dobu 60 měsíců. Cena za stránku zahrnuje toner, náhradní díly, údržbu a servis na místě do osmi pracovních hodin.',
      },
      ro: {
        title: 'Închirierea de echipamente multifuncționale de copiere',
        scope:
          'Închirierea a 140 de echipamente multifuncționale A3/A4 în rețea (imprimare, copiere, scanare), cu imprimare securizată și raportarea utilizării, pe o perioadă de 60 de luni. Prețul pe pagină include tonerul, piesele de schimb, mentenanța și intervenția la fața locului în cel mult opt ore lucrătoare.',
      },
      fr: {
        title: 'Location de copieurs multifonctions',
        scope:
          'Location de 140 copieurs multifonctions A3/A4 en réseau (impression, copie, numérisation) avec impression sécurisée et suivi des consommations, pour une durée de 60 mois. Le coût à la page comprend le toner, les pièces détachées, la maintenance et l’intervention sur site sous huit heures ouvrées.',
      },
      it: {
        title: 'Noleggio di fotocopiatrici multifunzione',
        scope:
          'Noleggio per 60 mesi di 140 apparecchiature multifunzione A3/A4 in rete (stampa, copia, scansione) con stampa protetta e rendicontazione dei consumi. Il costo copia comprende toner, ricambi, manutenzione e intervento presso la sede entro otto ore lavorative.',
      },
      es: {
        title: 'Arrendamiento de equipos multifunción',
        scope:
          'Arrendamiento durante 60 meses de 140 equipos multifunción A3/A4 en red (impresión, copia y escaneado) con impresión segura y control de consumos. El precio por copia incluye tóner, repuestos, mantenimiento y asistencia in situ en un plazo máximo de ocho horas laborables.',
      },
      pl: {
        title: 'Dzierżawa urządzeń wielofunkcyjnych',
        scope:
          'Dzierżawa 140 sieciowych urządzeń wielofunkcyjnych A3/A4 (druk, kopiowanie, skanowanie) z bezpiecznym wydrukiem podążającym i raportowaniem wykorzystania przez okres 60 miesięcy. Cena za stronę obejmuje toner, części zamienne, konserwację i serwis na miejscu w ciągu ośmiu godzin roboczych.',
      },
      nl: {
        title: 'Huur van multifunctionele printers',
        scope:
          'Huur van 140 netwerkgekoppelde A3/A4-multifunctionals (printen, kopiëren, scannen) met beveiligd printen en verbruiksrapportage voor een periode van 60 maanden. De prijs per afdruk omvat toner, onderdelen, onderhoud en service op locatie binnen acht werkuren.',
      },
      pt: {
        title: 'Aluguer de equipamentos multifunções',
        scope:
          'Aluguer operacional, por 60 meses, de 140 equipamentos multifunções A3/A4 em rede (impressão, cópia e digitalização) com impressão segura e relatórios de utilização. O preço por página inclui toner, peças, manutenção e assistência no local no prazo de oito horas úteis.',
      },
      sv: {
        title: 'Hyra av multifunktionsskrivare',
        scope:
          'Hyra av 140 nätverksanslutna multifunktionsskrivare för A3/A4 (utskrift, kopiering, skanning) med säker utskrift och användningsrapporter under 60 månader. Sidpriset omfattar toner, reservdelar, underhåll och service på plats inom åtta arbetstimmar.',
      },
    },
  },
  // 33 – Medical equipment and supplies
  {
    cpv: '33141000',
    nature: 'supplies',
    weight: 7,
    valueRange: [200_000, 5_000_000],
    text: {
      en: {
        title: 'Supply of medical consumables',
        scope:
          'Framework agreement for the supply of sterile single-use medical consumables, including syringes, needles, infusion sets, gauze swabs and examination gloves, for approximately 650 beds. Products must bear CE marking under Regulation (EU) 2017/745 and be delivered to the hospital pharmacy within 48 hours of ordering.',
      },
      de: {
        title: 'Lieferung von medizinischen Verbrauchsmaterialien',
        scope:
          'Rahmenvereinbarung über die Lieferung steriler Einweg-Medizinprodukte wie Spritzen, Kanülen, Infusionsbestecke, Mullkompressen und Untersuchungshandschuhe für rund 650 Betten. Die Produkte müssen eine CE-Kennzeichnung nach Verordnung (EU) 2017/745 tragen und innerhalb von 48 Stunden nach Bestellung an die Krankenhausapotheke geliefert werden.',
      },
      sk: {
        title: 'Dodávka zdravotníckeho spotrebného materiálu',
        scope:
          'Rámcová dohoda na dodávku sterilného jednorazového zdravotníckeho materiálu vrátane striekačiek, ihiel, infúznych súprav, gázových tampónov a vyšetrovacích rukavíc pre približne 650 lôžok. Výrobky musia mať označenie CE podľa nariadenia (EÚ) 2017/745 a musia byť dodané do nemocničnej lekárne do 48 hodín od objednania.',
      },
      cs: {
        title: 'Dodávky zdravotnického spotřebního materiálu',
        scope:
          'Rámcová dohoda na dodávky sterilního jednorázového zdravotnického materiálu včetně injekčních stříkaček, jehel, infuzních souprav, gázových čtverců a vyšetřovacích rukavic pro přibližně 650 lůžek. Výrobky musí mít označení CE podle nařízení (EU) 2017/745 a musí být dodány do nemocniční lékárny do 48 hodin od objednání.',
      },
      ro: {
        title: 'Furnizarea de materiale sanitare consumabile',
        scope:
          'Acord-cadru pentru furnizarea de materiale sanitare sterile de unică folosință, inclusiv seringi, ace, truse de perfuzie, comprese sterile și mănuși de examinare, pentru aproximativ 650 de paturi. Produsele trebuie să poarte marcajul CE conform Regulamentului (UE) 2017/745 și să fie livrate la farmacia spitalului în termen de 48 de ore de la comandă.',
      },
      fr: {
        title: 'Fourniture de dispositifs médicaux à usage unique',
        scope:
          'Accord-cadre pour la fourniture de dispositifs médicaux stériles à usage unique, notamment seringues, aiguilles, perfuseurs, compresses de gaze et gants d’examen, pour environ 650 lits. Les produits doivent porter le marquage CE au titre du règlement (UE) 2017/745 et être livrés à la pharmacie à usage intérieur sous 48 heures après commande.',
      },
      it: {
        title: 'Fornitura di dispositivi medici monouso',
        scope:
          'Accordo quadro per la fornitura di dispositivi medici sterili monouso, tra cui siringhe, aghi, deflussori, garze e guanti da esplorazione, per circa 650 posti letto. I prodotti devono recare la marcatura CE ai sensi del Regolamento (UE) 2017/745 ed essere consegnati alla farmacia ospedaliera entro 48 ore dall’ordine.',
      },
      es: {
        title: 'Suministro de material sanitario fungible',
        scope:
          'Acuerdo marco para el suministro de material sanitario estéril de un solo uso, como jeringas, agujas, equipos de infusión, gasas y guantes de exploración, para unas 650 camas. Los productos deberán contar con marcado CE conforme al Reglamento (UE) 2017/745 y entregarse en el servicio de farmacia en un plazo de 48 horas desde el pedido.',
      },
      pl: {
        title: 'Dostawa jednorazowych wyrobów medycznych',
        scope:
          'Umowa ramowa na dostawy sterylnych wyrobów medycznych jednorazowego użytku, w tym strzykawek, igieł, przyrządów do przetoczeń, kompresów gazowych i rękawic diagnostycznych, dla ok. 650 łóżek. Wyroby muszą posiadać oznakowanie CE zgodnie z rozporządzeniem (UE) 2017/745 i być dostarczane do apteki szpitalnej w ciągu 48 godzin od złożenia zamówienia.',
      },
      nl: {
        title: 'Levering van medische verbruiksartikelen',
        scope:
          'Raamovereenkomst voor de levering van steriele medische hulpmiddelen voor eenmalig gebruik, waaronder injectiespuiten, naalden, infuussets, gaaskompressen en onderzoekshandschoenen, voor circa 650 bedden. De producten moeten een CE-markering volgens Verordening (EU) 2017/745 hebben en binnen 48 uur na bestelling aan de ziekenhuisapotheek worden geleverd.',
      },
      pt: {
        title: 'Fornecimento de material de consumo clínico',
        scope:
          'Acordo-quadro para o fornecimento de dispositivos médicos estéreis de uso único, incluindo seringas, agulhas, sistemas de soros, compressas de gaze e luvas de observação, para cerca de 650 camas. Os produtos devem ostentar a marcação CE nos termos do Regulamento (UE) 2017/745 e ser entregues nos serviços farmacêuticos no prazo de 48 horas após a encomenda.',
      },
      sv: {
        title: 'Leverans av medicinska förbrukningsartiklar',
        scope:
          'Ramavtal för leverans av sterila medicintekniska engångsprodukter, bland annat sprutor, kanyler, infusionsaggregat, kompresser och undersökningshandskar, för cirka 650 vårdplatser. Produkterna ska vara CE-märkta enligt förordning (EU) 2017/745 och levereras till sjukhusets förråd inom 48 timmar från beställning.',
      },
    },
  },
  {
    cpv: '33115100',
    nature: 'supplies',
    weight: 3,
    valueRange: [700_000, 2_500_000],
    text: {
      en: {
        title: 'Supply of a computed tomography scanner',
        scope:
          'Supply, installation and commissioning of a 128-slice CT scanner with dose-reduction software, a contrast injector and a post-processing workstation, including adaptation of the room and removal of the old system. Staff training and an eight-year full-service maintenance agreement are included.',
      },
      de: {
        title: 'Lieferung eines Computertomographen',
        scope:
          'Lieferung, Installation und Inbetriebnahme eines 128-Zeilen-Computertomographen mit Software zur Dosisreduktion, Kontrastmittelinjektor und Nachverarbeitungsarbeitsplatz einschließlich baulicher Anpassung des Raums und Abbau des Altgeräts. Einweisung des Personals und ein Vollwartungsvertrag über acht Jahre sind Bestandteil des Auftrags.',
      },
      sk: {
        title: 'Dodávka počítačového tomografu',
        scope:
          'Dodávka, inštalácia a uvedenie do prevádzky 128-rezového CT prístroja so softvérom na redukciu dávky, injektorom kontrastnej látky a pracovnou stanicou na spracovanie obrazu vrátane stavebných úprav miestnosti a demontáže pôvodného zariadenia. Súčasťou zákazky je zaškolenie personálu a komplexný servis počas ôsmich rokov.',
      },
      cs: {
        title: 'Dodávka výpočetního tomografu',
        scope:
          'Dodávka, instalace a uvedení do provozu 128řezového CT přístroje se softwarem pro snížení dávky, injektorem kontrastní látky a pracovní stanicí pro zpracování obrazu včetně stavebních úprav místnosti a demontáže původního zařízení. Součástí zakázky je zaškolení personálu a komplexní servis po dobu osmi let.',
      },
      ro: {
        title: 'Furnizarea unui computer tomograf',
        scope:
          'Furnizarea, instalarea și punerea în funcțiune a unui computer tomograf cu 128 de secțiuni, cu software de reducere a dozei, injector de substanță de contrast și stație de postprocesare, inclusiv adaptarea încăperii și demontarea echipamentului vechi. Contractul include instruirea personalului și service complet pe o perioadă de opt ani.',
      },
      fr: {
        title: 'Fourniture d’un scanner de tomodensitométrie',
        scope:
          'Fourniture, installation et mise en service d’un scanner 128 coupes équipé d’un logiciel de réduction de dose, d’un injecteur de produit de contraste et d’une console de post-traitement, y compris l’adaptation de la salle et la dépose de l’ancien équipement. Le marché comprend la formation du personnel et une maintenance tous risques de huit ans.',
      },
      it: {
        title: 'Fornitura di un tomografo computerizzato',
        scope:
          'Fornitura, installazione e collaudo di una TC a 128 strati con software di riduzione della dose, iniettore di mezzo di contrasto e stazione di post-elaborazione, compresi gli adeguamenti edili del locale e il ritiro dell’apparecchiatura dismessa. Sono inclusi la formazione del personale e la manutenzione omnicomprensiva per otto anni.',
      },
      es: {
        title: 'Suministro de un equipo de tomografía computarizada',
        scope:
          'Suministro, instalación y puesta en marcha de un TC de 128 cortes con software de reducción de dosis, inyector de contraste y estación de posprocesado, incluida la adecuación de la sala y la retirada del equipo existente. El contrato incluye la formación del personal y el mantenimiento integral durante ocho años.',
      },
      pl: {
        title: 'Dostawa tomografu komputerowego',
        scope:
          'Dostawa, instalacja i uruchomienie 128-rzędowego tomografu komputerowego z oprogramowaniem do redukcji dawki, wstrzykiwaczem kontrastu i stacją do obróbki obrazów, wraz z adaptacją pomieszczenia i demontażem dotychczasowego aparatu. Zamówienie obejmuje szkolenie personelu oraz pełny serwis przez okres ośmiu lat.',
      },
      nl: {
        title: 'Levering van een CT-scanner',
        scope:
          'Levering, installatie en ingebruikname van een CT-scanner met 128 detectorrijen, dosisreductiesoftware, contrastinjector en nabewerkingswerkstation, inclusief bouwkundige aanpassing van de ruimte en afvoer van het oude systeem. De opdracht omvat training van het personeel en een volledig onderhoudscontract van acht jaar.',
      },
      pt: {
        title: 'Fornecimento de um equipamento de tomografia computorizada',
        scope:
          'Fornecimento, instalação e colocação em funcionamento de um TC de 128 cortes com software de redução de dose, injetor de contraste e estação de pós-processamento, incluindo a adaptação da sala e a remoção do equipamento existente. Inclui a formação dos profissionais e a manutenção integral durante oito anos.',
      },
      sv: {
        title: 'Leverans av datortomograf',
        scope:
          'Leverans, installation och driftsättning av en 128-snitts datortomograf med programvara för dosreduktion, kontrastinjektor och efterbehandlingsstation, inklusive anpassning av rummet och bortforsling av den gamla utrustningen. Utbildning av personal och fullserviceavtal i åtta år ingår.',
      },
    },
  },
  {
    cpv: '33192120',
    nature: 'supplies',
    weight: 3,
    valueRange: [150_000, 1_200_000],
    text: {
      en: {
        title: 'Supply of hospital beds',
        scope:
          'Supply of 180 electrically adjustable hospital beds with four-section mattress platforms, integrated side rails, central braking and a safe working load of at least 230 kg, complying with EN 60601-2-52, together with pressure-relieving mattresses. Delivery includes installation on the wards and user instruction.',
      },
      de: {
        title: 'Lieferung von Krankenhausbetten',
        scope:
          'Lieferung von 180 elektrisch verstellbaren Krankenhausbetten mit vierteiliger Liegefläche, integrierten Seitengittern, Zentralbremse und einer sicheren Arbeitslast von mindestens 230 kg nach EN 60601-2-52 sowie Antidekubitusmatratzen. Die Lieferung umfasst die Aufstellung auf den Stationen und die Einweisung der Anwender.',
      },
      sk: {
        title: 'Dodávka nemocničných lôžok',
        scope:
          'Dodávka 180 elektricky polohovateľných nemocničných lôžok so štvordielnou ložnou plochou, integrovanými bočnicami, centrálnou brzdou a bezpečným pracovným zaťažením najmenej 230 kg podľa EN 60601-2-52 vrátane antidekubitných matracov. Dodávka zahŕňa umiestnenie na oddeleniach a zaškolenie obsluhy.',
      },
      cs: {
        title: 'Dodávka nemocničních lůžek',
        scope:
          'Dodávka 180 elektricky polohovatelných nemocničních lůžek se čtyřdílnou ložnou plochou, integrovanými postranicemi, centrální brzdou a bezpečným pracovním zatížením nejméně 230 kg dle EN 60601-2-52 včetně antidekubitních matrací. Dodávka zahrnuje umístění na oddělení a zaškolení obsluhy.',
      },
      ro: {
        title: 'Furnizarea de paturi de spital',
        scope:
          'Furnizarea a 180 de paturi de spital acționate electric, cu somieră în patru secțiuni, balustrade laterale integrate, frânare centralizată și sarcină de lucru sigură de cel puțin 230 kg, conforme cu EN 60601-2-52, împreună cu saltele antiescară. Livrarea include amplasarea în secții și instruirea personalului.',
      },
      fr: {
        title: 'Fourniture de lits médicalisés',
        scope:
          'Fourniture de 180 lits médicalisés à réglages électriques avec sommier en quatre parties, barrières latérales intégrées, freinage centralisé et charge de travail sûre d’au moins 230 kg, conformes à la norme EN 60601-2-52, ainsi que de matelas de prévention des escarres. La livraison comprend la mise en place dans les services et la formation des utilisateurs.',
      },
      it: {
        title: 'Fornitura di letti ospedalieri',
        scope:
          'Fornitura di 180 letti di degenza a regolazione elettrica con piano rete a quattro sezioni, sponde laterali integrate, frenatura centralizzata e carico di lavoro sicuro di almeno 230 kg, conformi alla norma EN 60601-2-52, completi di materassi antidecubito. La consegna comprende il posizionamento nei reparti e la formazione degli utilizzatori.',
      },
      es: {
        title: 'Suministro de camas hospitalarias',
        scope:
          'Suministro de 180 camas hospitalarias de accionamiento eléctrico con somier de cuatro secciones, barandillas laterales integradas, freno centralizado y carga de trabajo segura de al menos 230 kg, conformes con la norma EN 60601-2-52, junto con colchones antiescaras. El suministro incluye la instalación en las unidades de hospitalización y la formación de los usuarios.',
      },
      pl: {
        title: 'Dostawa łóżek szpitalnych',
        scope:
          'Dostawa 180 łóżek szpitalnych z elektryczną regulacją, czterosegmentowym leżem, zintegrowanymi barierkami bocznymi, centralną blokadą kół i bezpiecznym obciążeniem roboczym co najmniej 230 kg, zgodnych z normą EN 60601-2-52, wraz z materacami przeciwodleżynowymi. Dostawa obejmuje rozstawienie łóżek na oddziałach i instruktaż personelu.',
      },
      nl: {
        title: 'Levering van ziekenhuisbedden',
        scope:
          'Levering van 180 elektrisch verstelbare ziekenhuisbedden met vierdelig ligvlak, geïntegreerde zijhekken, centrale rem en een veilige werklast van ten minste 230 kg conform EN 60601-2-52, inclusief antidecubitusmatrassen. De levering omvat plaatsing op de afdelingen en instructie van de gebruikers.',
      },
      pt: {
        title: 'Fornecimento de camas hospitalares',
        scope:
          'Fornecimento de 180 camas hospitalares de acionamento elétrico com estrado de quatro secções, grades laterais integradas, travagem centralizada e carga de trabalho segura mínima de 230 kg, em conformidade com a norma EN 60601-2-52, incluindo colchões antiescaras. O fornecimento inclui a instalação nos serviços de internamento e a formação dos utilizadores.',
      },
      sv: {
        title: 'Leverans av vårdsängar',
        scope:
          'Leverans av 180 elektriskt reglerbara vårdsängar med fyrdelad liggyta, integrerade sänggrindar, centralbroms och en säker arbetsbelastning på minst 230 kg enligt EN 60601-2-52, inklusive tryckavlastande madrasser. Leveransen omfattar utplacering på avdelningarna och instruktion av användarna.',
      },
    },
  },
  // 85 – Health and social work services
  {
    cpv: '85143000',
    nature: 'services',
    weight: 3,
    valueRange: [1_000_000, 12_000_000],
    text: {
      en: {
        title: 'Patient transport and ambulance services',
        scope:
          'Emergency and non-emergency patient transport with at least six ambulances staffed by qualified paramedics, available 24 hours a day, 365 days a year. Vehicles must comply with EN 1789 and be equipped for advanced life support.',
      },
      de: {
        title: 'Rettungsdienst und Krankentransport',
        scope:
          'Durchführung der Notfallrettung und des qualifizierten Krankentransports mit mindestens sechs Rettungswagen, besetzt mit Notfallsanitäterinnen und Notfallsanitätern, rund um die Uhr an 365 Tagen im Jahr. Die Fahrzeuge müssen der EN 1789 entsprechen und für erweiterte lebensrettende Maßnahmen ausgestattet sein.',
      },
      sk: {
        title: 'Preprava pacientov sanitnými vozidlami',
        scope:
          'Zabezpečenie neodkladnej aj plánovanej prepravy pacientov najmenej šiestimi sanitnými vozidlami s kvalifikovanými zdravotníckymi záchranármi, dostupnými nepretržite 24 hodín denne, 365 dní v roku. Vozidlá musia spĺňať normu EN 1789 a byť vybavené na rozšírenú neodkladnú resuscitáciu.',
      },
      cs: {
        title: 'Zajištění přepravy pacientů sanitními vozy',
        scope:
          'Zajištění neodkladné i plánované přepravy pacientů nejméně šesti sanitními vozy s kvalifikovanými zdravotnickými záchranáři, dostupnými nepřetržitě 24 hodin denně, 365 dní v roce. Vozidla musí splňovat normu EN 1789 a být vybavena pro rozšířenou neodkladnou resuscitaci.',
      },
      ro: {
        title: 'Servicii de transport sanitar și ambulanță',
        scope:
          'Asigurarea transportului sanitar de urgență și programat al pacienților cu cel puțin șase ambulanțe deservite de personal paramedical calificat, disponibile 24 de ore din 24, 365 de zile pe an. Autovehiculele trebuie să respecte standardul EN 1789 și să fie dotate pentru suport vital avansat.',
      },
      fr: {
        title: 'Prestations de transport sanitaire',
        scope:
          'Transport sanitaire urgent et programmé de patients au moyen d’au moins six ambulances dotées d’équipages qualifiés, disponibles 24 heures sur 24, 365 jours par an. Les véhicules doivent être conformes à la norme EN 1789 et équipés pour la réanimation avancée.',
      },
      it: {
        title: 'Servizio di trasporto sanitario in ambulanza',
        scope:
          'Trasporto sanitario in emergenza e programmato con almeno sei ambulanze dotate di personale soccorritore qualificato, disponibili 24 ore su 24, 365 giorni all’anno. I mezzi devono essere conformi alla norma EN 1789 e attrezzati per il supporto vitale avanzato.',
      },
      es: {
        title: 'Servicio de transporte sanitario',
        scope:
          'Prestación del transporte sanitario urgente y programado con al menos seis ambulancias dotadas de técnicos en emergencias sanitarias, disponibles las 24 horas del día, los 365 días del año. Los vehículos deberán cumplir la norma EN 1789 y estar equipados para soporte vital avanzado.',
      },
      pl: {
        title: 'Świadczenie usług transportu sanitarnego',
        scope:
          'Realizacja transportu sanitarnego w trybie pilnym i planowym z wykorzystaniem co najmniej sześciu ambulansów z wykwalifikowanymi ratownikami medycznymi, dostępnych całodobowo przez 365 dni w roku. Pojazdy muszą spełniać normę EN 1789 i być wyposażone do prowadzenia zaawansowanych zabiegów resuscytacyjnych.',
      },
      nl: {
        title: 'Ambulancezorg en ziekenvervoer',
        scope:
          'Uitvoering van spoedeisend en planbaar ziekenvervoer met ten minste zes ambulances, bemand met gekwalificeerde ambulanceverpleegkundigen en -chauffeurs, 24 uur per dag en 365 dagen per jaar beschikbaar. De voertuigen moeten voldoen aan EN 1789 en zijn uitgerust voor specialistische levensreddende zorg.',
      },
      pt: {
        title: 'Serviços de transporte de doentes em ambulância',
        scope:
          'Transporte urgente e programado de doentes com, pelo menos, seis ambulâncias tripuladas por técnicos de emergência pré-hospitalar, disponíveis 24 horas por dia, 365 dias por ano. As viaturas devem cumprir a norma EN 1789 e estar equipadas para suporte avançado de vida.',
      },
      sv: {
        title: 'Ambulanssjukvård och sjuktransporter',
        scope:
          'Akuta och planerade sjuktransporter med minst sex ambulanser bemannade med sjuksköterskor och ambulanssjukvårdare, tillgängliga dygnet runt årets alla dagar. Fordonen ska uppfylla EN 1789 och vara utrustade för avancerad hjärt-lungräddning.',
      },
    },
  },
  {
    cpv: '85311100',
    nature: 'services',
    weight: 3,
    valueRange: [500_000, 6_000_000],
    text: {
      en: {
        title: 'Home care services for older people',
        scope:
          'Home care for approximately 220 older people, including personal care, help with meals and household tasks and regular social contact, totalling an estimated 95,000 hours of care per year. Care workers must hold a recognised care qualification, and all visits are to be recorded electronically.',
      },
      de: {
        title: 'Ambulante Pflege- und Betreuungsleistungen für Seniorinnen und Senioren',
        scope:
          'Häusliche Pflege und Betreuung von rund 220 älteren Menschen einschließlich Grundpflege, Hilfe bei Mahlzeiten und Haushaltsführung sowie regelmäßiger sozialer Betreuung mit geschätzt 95.000 Leistungsstunden pro Jahr. Das Personal muss eine anerkannte Pflegequalifikation besitzen; die Leistungen sind elektronisch zu dokumentieren.',
      },
      sk: {
        title: 'Opatrovateľská služba pre seniorov',
        scope:
          'Poskytovanie terénnej opatrovateľskej služby pre približne 220 seniorov vrátane osobnej starostlivosti, pomoci pri stravovaní a v domácnosti a pravidelného sociálneho kontaktu v predpokladanom rozsahu 95 000 hodín ročne. Opatrovatelia musia mať absolvovaný akreditovaný kurz opatrovania a služby sa evidujú elektronicky.',
      },
      cs: {
        title: 'Pečovatelská služba pro seniory',
        scope:
          'Poskytování terénní pečovatelské služby přibližně 220 seniorům včetně osobní péče, pomoci se stravováním a chodem domácnosti a pravidelného sociálního kontaktu v předpokládaném rozsahu 95 000 hodin ročně. Personál musí mít odbornou způsobilost pracovníka v sociálních službách a služby se evidují elektronicky.',
      },
      ro: {
        title: 'Servicii de îngrijire la domiciliu pentru vârstnici',
        scope:
          'Servicii de îngrijire la domiciliu pentru aproximativ 220 de persoane vârstnice, inclusiv îngrijire personală, ajutor la pregătirea mesei și la activitățile gospodărești și contact social regulat, estimate la 95.000 de ore pe an. Personalul trebuie să dețină o calificare recunoscută de îngrijitor, iar serviciile se înregistrează electronic.',
      },
      fr: {
        title: 'Services d’aide et d’accompagnement à domicile pour personnes âgées',
        scope:
          'Aide et accompagnement à domicile d’environ 220 personnes âgées, comprenant l’aide à la toilette, aux repas et aux tâches ménagères ainsi qu’un lien social régulier, pour un volume estimé à 95 000 heures par an. Les intervenants doivent être titulaires d’un diplôme reconnu du secteur et les interventions sont enregistrées par télégestion.',
      },
      it: {
        title: 'Servizio di assistenza domiciliare agli anziani',
        scope:
          'Assistenza domiciliare a circa 220 anziani, comprendente cura della persona, aiuto nella preparazione dei pasti e nelle faccende domestiche e sostegno relazionale, per circa 95.000 ore annue. Il personale deve essere in possesso della qualifica di operatore socio-sanitario e le prestazioni devono essere registrate elettronicamente.',
      },
      es: {
        title: 'Servicio de ayuda a domicilio para personas mayores',
        scope:
          'Prestación del servicio de ayuda a domicilio a unas 220 personas mayores, que incluye atención personal, apoyo en la alimentación y en las tareas del hogar y acompañamiento social, con un volumen estimado de 95.000 horas anuales. El personal deberá contar con la cualificación profesional de atención sociosanitaria y las prestaciones se registrarán electrónicamente.',
      },
      pl: {
        title: 'Świadczenie usług opiekuńczych dla osób starszych',
        scope:
          'Świadczenie usług opiekuńczych w miejscu zamieszkania dla ok. 220 osób starszych, obejmujących pomoc w higienie osobistej, przygotowaniu posiłków i prowadzeniu gospodarstwa domowego oraz zapewnienie kontaktów społecznych, w szacowanym wymiarze 95 000 godzin rocznie. Opiekunowie muszą posiadać kwalifikacje w zakresie opieki nad osobami starszymi, a usługi są ewidencjonowane elektronicznie.',
      },
      nl: {
        title: 'Ondersteuning thuis voor ouderen',
        scope:
          'Ondersteuning en verzorging thuis van circa 220 ouderen, waaronder persoonlijke verzorging, hulp bij maaltijden en het huishouden en regelmatig sociaal contact, met naar schatting 95.000 zorguren per jaar. Medewerkers moeten beschikken over een erkende zorgopleiding en de geleverde zorg wordt elektronisch geregistreerd.',
      },
      pt: {
        title: 'Serviço de apoio domiciliário a pessoas idosas',
        scope:
          'Prestação de apoio domiciliário a cerca de 220 pessoas idosas, incluindo cuidados de higiene pessoal, apoio nas refeições e nas tarefas domésticas e acompanhamento social regular, num total estimado de 95 000 horas por ano. Os profissionais devem possuir qualificação reconhecida na área e as intervenções são registadas eletronicamente.',
      },
      sv: {
        title: 'Hemtjänst för äldre',
        scope:
          'Utförande av hemtjänst för cirka 220 äldre personer, inklusive personlig omvårdnad, hjälp med måltider och hushållssysslor samt regelbunden social samvaro, med uppskattningsvis 95 000 utförda timmar per år. Personalen ska ha undersköterskeutbildning eller motsvarande och insatserna ska dokumenteras digitalt.',
      },
    },
  },
  // 90 – Cleaning, waste and environmental services
  {
    cpv: '90911200',
    nature: 'services',
    weight: 8,
    valueRange: [150_000, 4_000_000],
    text: {
      en: {
        title: 'Cleaning services for public buildings',
        scope:
          'Daily cleaning of approximately 42,000 m² of floor area in offices, schools and sports facilities, periodic deep cleaning and window cleaning twice a year. Cleaning products must carry the EU Ecolabel or an equivalent label.',
      },
      de: {
        title: 'Unterhaltsreinigung öffentlicher Gebäude',
        scope:
          'Tägliche Unterhaltsreinigung von rund 42.000 m² Reinigungsfläche in Verwaltungsgebäuden, Schulen und Sportstätten, periodische Grundreinigung sowie Glasreinigung zweimal jährlich. Die Reinigungsmittel müssen das EU-Umweltzeichen oder ein gleichwertiges Umweltzeichen tragen.',
      },
      sk: {
        title: 'Upratovanie verejných budov',
        scope:
          'Denné upratovanie približne 42 000 m² podlahovej plochy v administratívnych budovách, školách a športových zariadeniach, periodické generálne upratovanie a umývanie okien dvakrát ročne. Čistiace prostriedky musia mať environmentálnu značku EÚ alebo rovnocennú značku.',
      },
      cs: {
        title: 'Úklid veřejných budov',
        scope:
          'Denní úklid přibližně 42 000 m² podlahové plochy v administrativních budovách, školách a sportovních zařízeních, periodický generální úklid a mytí oken dvakrát ročně. Čisticí prostředky musí nést ekoznačku EU nebo rovnocennou značku.',
      },
      ro: {
        title: 'Servicii de curățenie în clădiri publice',
        scope:
          'Curățenie zilnică pe o suprafață de aproximativ 42.000 m² în clădiri de birouri, școli și baze sportive, curățenie generală periodică și spălarea geamurilor de două ori pe an. Produsele de curățenie trebuie să dețină eticheta ecologică a UE sau o etichetă echivalentă.',
      },
      fr: {
        title: 'Nettoyage des bâtiments publics',
        scope:
          'Nettoyage quotidien d’environ 42 000 m² de surfaces de bureaux, d’établissements scolaires et d’équipements sportifs, remises en état périodiques et nettoyage des vitres deux fois par an. Les produits utilisés doivent porter l’Écolabel européen ou un label équivalent.',
      },
      it: {
        title: 'Servizi di pulizia degli edifici pubblici',
        scope:
          'Pulizia ordinaria giornaliera di circa 42.000 m² di superfici in uffici, scuole e impianti sportivi, pulizie straordinarie periodiche e pulizia dei vetri due volte l’anno. I prodotti devono essere in possesso del marchio Ecolabel UE o di un’etichetta equivalente.',
      },
      es: {
        title: 'Servicio de limpieza de edificios públicos',
        scope:
          'Limpieza diaria de unos 42.000 m² de superficie en oficinas, centros educativos e instalaciones deportivas, limpiezas generales periódicas y limpieza de cristales dos veces al año. Los productos de limpieza deberán contar con la etiqueta ecológica de la UE o equivalente.',
      },
      pl: {
        title: 'Sprzątanie budynków użyteczności publicznej',
        scope:
          'Codzienne sprzątanie ok. 42 000 m² powierzchni w budynkach biurowych, szkołach i obiektach sportowych, okresowe sprzątanie gruntowne oraz mycie okien dwa razy w roku. Środki czystości muszą posiadać oznakowanie ekologiczne UE lub równoważne.',
      },
      nl: {
        title: 'Schoonmaakdiensten voor openbare gebouwen',
        scope:
          'Dagelijkse schoonmaak van circa 42.000 m² vloeroppervlak in kantoren, scholen en sportaccommodaties, periodieke dieptereiniging en glasbewassing tweemaal per jaar. Schoonmaakmiddelen moeten voorzien zijn van het EU-milieukeurmerk of een gelijkwaardig keurmerk.',
      },
      pt: {
        title: 'Serviços de limpeza de edifícios públicos',
        scope:
          'Limpeza diária de cerca de 42 000 m² de área em edifícios administrativos, escolas e instalações desportivas, limpezas gerais periódicas e limpeza de vidros duas vezes por ano. Os produtos de limpeza devem ter o rótulo ecológico da UE ou equivalente.',
      },
      sv: {
        title: 'Lokalvård i offentliga byggnader',
        scope:
          'Daglig lokalvård av cirka 42 000 m² golvyta i kontor, skolor och idrottsanläggningar, periodisk storstädning samt fönsterputs två gånger per år. Rengöringsmedlen ska vara märkta med EU-miljömärket eller likvärdig märkning.',
      },
    },
  },
  {
    cpv: '90511000',
    nature: 'services',
    weight: 6,
    valueRange: [1_000_000, 20_000_000],
    text: {
      en: {
        title: 'Collection and transport of municipal waste',
        scope:
          'Kerbside collection of residual waste, bio-waste, paper and packaging from approximately 38,000 households and transport to the designated treatment facilities, using vehicles that meet at least the Euro VI emission standard. The contract includes bulky waste collection on request and operation of the bin identification system.',
      },
      de: {
        title: 'Sammlung und Transport von Siedlungsabfällen',
        scope:
          'Haushaltsnahe Sammlung von Restabfall, Bioabfall, Altpapier und Leichtverpackungen bei rund 38.000 Haushalten und Transport zu den vorgegebenen Behandlungsanlagen mit Fahrzeugen, die mindestens die Abgasnorm Euro VI erfüllen. Die Sperrmüllabfuhr auf Abruf und der Betrieb des Behälteridentifikationssystems sind Bestandteil der Leistung.',
      },
      sk: {
        title: 'Zber a preprava komunálneho odpadu',
        scope:
          'Zber zmesového komunálneho odpadu, biologicky rozložiteľného odpadu, papiera a obalov z približne 38 000 domácností a ich preprava do určených zariadení na spracovanie vozidlami spĺňajúcimi najmenej emisnú normu Euro VI. Súčasťou zákazky je zber objemného odpadu na objednávku a prevádzka systému evidencie nádob.',
      },
      cs: {
        title: 'Svoz a přeprava komunálního odpadu',
        scope:
          'Svoz směsného komunálního odpadu, bioodpadu, papíru a obalů od přibližně 38 000 domácností a jejich přeprava do určených zařízení vozidly splňujícími nejméně emisní normu Euro VI. Součástí zakázky je svoz objemného odpadu na objednávku a provoz systému evidence nádob.',
      },
      ro: {
        title: 'Colectarea și transportul deșeurilor municipale',
        scope:
          'Colectarea din poartă în poartă a deșeurilor reziduale, a biodeșeurilor, a hârtiei și a ambalajelor de la aproximativ 38.000 de gospodării și transportul acestora la instalațiile de tratare desemnate, cu autovehicule care respectă cel puțin norma de poluare Euro VI. Contractul include colectarea la cerere a deșeurilor voluminoase și operarea sistemului de identificare a recipientelor.',
      },
      fr: {
        title: 'Collecte et transport des déchets ménagers',
        scope:
          'Collecte en porte-à-porte des ordures ménagères résiduelles, des biodéchets, des papiers et des emballages auprès d’environ 38 000 foyers et transport vers les installations de traitement désignées, au moyen de véhicules conformes au minimum à la norme Euro VI. Le marché comprend la collecte des encombrants sur rendez-vous et l’exploitation du système d’identification des bacs.',
      },
      it: {
        title: 'Servizio di raccolta e trasporto dei rifiuti urbani',
        scope:
          'Raccolta porta a porta di rifiuto indifferenziato, frazione organica, carta e imballaggi presso circa 38.000 utenze domestiche e trasporto agli impianti di trattamento individuati, con automezzi conformi almeno alla norma Euro VI. Sono compresi il ritiro su chiamata dei rifiuti ingombranti e la gestione del sistema di identificazione dei contenitori.',
      },
      es: {
        title: 'Servicio de recogida y transporte de residuos urbanos',
        scope:
          'Recogida puerta a puerta de la fracción resto, biorresiduos, papel y envases de unos 38.000 hogares y transporte a las instalaciones de tratamiento designadas, con vehículos que cumplan como mínimo la norma Euro VI. Se incluyen la recogida de voluminosos a demanda y la gestión del sistema de identificación de contenedores.',
      },
      pl: {
        title: 'Odbiór i transport odpadów komunalnych',
        scope:
          'Odbiór niesegregowanych (zmieszanych) odpadów komunalnych, bioodpadów, papieru oraz metali i tworzyw sztucznych od ok. 38 000 gospodarstw domowych i ich transport do wskazanych instalacji przetwarzania pojazdami spełniającymi co najmniej normę emisji spalin Euro VI. Zamówienie obejmuje odbiór odpadów wielkogabarytowych na zgłoszenie oraz obsługę systemu identyfikacji pojemników.',
      },
      nl: {
        title: 'Inzameling en transport van huishoudelijk afval',
        scope:
          'Huis-aan-huisinzameling van restafval, gft-afval, oud papier en plastic verpakkingen bij circa 38.000 huishoudens en transport naar de aangewezen verwerkingsinstallaties met voertuigen die ten minste aan de Euro VI-emissienorm voldoen. Het ophalen van grofvuil op afroep en het beheer van het containerregistratiesysteem maken deel uit van de opdracht.',
      },
      pt: {
        title: 'Recolha e transporte de resíduos urbanos',
        scope:
          'Recolha porta a porta de resíduos indiferenciados, biorresíduos, papel e embalagens em cerca de 38 000 habitações e transporte para as instalações de tratamento indicadas, com viaturas que cumpram, no mínimo, a norma Euro VI. Inclui a recolha de monstros a pedido e a gestão do sistema de identificação de contentores.',
      },
      sv: {
        title: 'Insamling och transport av hushållsavfall',
        scope:
          'Hämtning av restavfall, matavfall, returpapper och förpackningar från cirka 38 000 hushåll och transport till anvisade behandlingsanläggningar med fordon som uppfyller minst utsläppsklass Euro VI. I uppdraget ingår hämtning av grovavfall på beställning och drift av systemet för kärlregistrering.',
      },
    },
  },
  {
    cpv: '90611000',
    nature: 'services',
    weight: 4,
    valueRange: [300_000, 5_000_000],
    text: {
      en: {
        title: 'Street cleaning services',
        scope:
          'Mechanical and manual cleaning of approximately 310 km of streets, pavements and public squares, including emptying of 1,400 litter bins and leaf collection in autumn. Sweepers must be low-emission vehicles, and all work is to be recorded by GPS tracking.',
      },
      de: {
        title: 'Leistungen der Straßenreinigung',
        scope:
          'Maschinelle und manuelle Reinigung von rund 310 km Straßen, Gehwegen und öffentlichen Plätzen einschließlich Leerung von 1.400 Papierkörben und Laubbeseitigung im Herbst. Die Kehrmaschinen müssen emissionsarm sein; alle Leistungen sind per GPS zu dokumentieren.',
      },
      sk: {
        title: 'Čistenie verejných priestranstiev',
        scope:
          'Strojové a ručné čistenie približne 310 km ulíc, chodníkov a verejných priestranstiev vrátane vyprázdňovania 1 400 odpadkových košov a zberu lístia na jeseň. Zametacie stroje musia byť nízkoemisné a všetky výkony sa evidujú prostredníctvom GPS.',
      },
      cs: {
        title: 'Čištění veřejných prostranství',
        scope:
          'Strojní a ruční čištění přibližně 310 km ulic, chodníků a veřejných prostranství včetně vyprazdňování 1 400 odpadkových košů a sběru listí na podzim. Zametací stroje musí být nízkoemisní a všechny výkony se evidují pomocí GPS.',
      },
      ro: {
        title: 'Servicii de salubrizare stradală',
        scope:
          'Măturatul mecanizat și manual al aproximativ 310 km de străzi, trotuare și piețe publice, inclusiv golirea a 1.400 de coșuri stradale și strângerea frunzelor toamna. Autospecialele de măturat trebuie să aibă emisii reduse, iar toate prestațiile se înregistrează prin monitorizare GPS.',
      },
      fr: {
        title: 'Nettoiement de la voirie',
        scope:
          'Balayage mécanisé et manuel d’environ 310 km de chaussées, de trottoirs et de places publiques, y compris la vidange de 1 400 corbeilles et le ramassage des feuilles en automne. Les balayeuses doivent être à faibles émissions et toutes les prestations sont tracées par géolocalisation.',
      },
      it: {
        title: 'Servizio di spazzamento stradale',
        scope:
          'Spazzamento meccanizzato e manuale di circa 310 km di strade, marciapiedi e piazze, compresi lo svuotamento di 1.400 cestini e la raccolta delle foglie nel periodo autunnale. Le spazzatrici devono essere a basse emissioni e tutte le attività vanno tracciate tramite GPS.',
      },
      es: {
        title: 'Servicio de limpieza viaria',
        scope:
          'Barrido mecánico y manual de unos 310 km de calles, aceras y plazas públicas, incluido el vaciado de 1.400 papeleras y la recogida de hoja en otoño. Las barredoras deberán ser de bajas emisiones y todos los servicios se registrarán mediante geolocalización GPS.',
      },
      pl: {
        title: 'Oczyszczanie ulic i placów',
        scope:
          'Mechaniczne i ręczne oczyszczanie ok. 310 km ulic, chodników i placów publicznych, w tym opróżnianie 1400 koszy ulicznych i zbieranie liści jesienią. Zamiatarki muszą być pojazdami niskoemisyjnymi, a wszystkie prace są rejestrowane za pomocą GPS.',
      },
      nl: {
        title: 'Straatreiniging',
        scope:
          'Machinale en handmatige reiniging van circa 310 km straten, trottoirs en pleinen, inclusief het legen van 1.400 afvalbakken en het ruimen van blad in het najaar. Veegmachines moeten emissiearm zijn en alle werkzaamheden worden via GPS geregistreerd.',
      },
      pt: {
        title: 'Serviços de limpeza urbana',
        scope:
          'Varredura mecânica e manual de cerca de 310 km de arruamentos, passeios e praças, incluindo o esvaziamento de 1400 papeleiras e a recolha de folhas no outono. As varredoras devem ser de baixas emissões e todos os serviços são registados por georreferenciação GPS.',
      },
      sv: {
        title: 'Gatusopning och renhållning',
        scope:
          'Maskinell och manuell renhållning av cirka 310 km gator, trottoarer och torg, inklusive tömning av 1 400 papperskorgar och lövupptagning under hösten. Sopmaskinerna ska vara lågutsläppsfordon och alla insatser registreras med GPS.',
      },
    },
  },
  // 79 – Business services
  {
    cpv: '79530000',
    nature: 'services',
    weight: 3,
    valueRange: [20_000, 250_000],
    text: {
      en: {
        title: 'Translation services',
        scope:
          'Written translation of administrative, legal and technical documents from English into German, French and Spanish and vice versa, estimated at 6,000 standard pages over the contract term. Translations must comply with ISO 17100, including revision by a second linguist.',
      },
      de: {
        title: 'Übersetzungsleistungen',
        scope:
          'Schriftliche Übersetzung von Verwaltungs-, Rechts- und Fachtexten aus dem Deutschen ins Englische, Französische und Polnische und umgekehrt im geschätzten Umfang von 6.000 Normseiten über die Vertragslaufzeit. Die Übersetzungen sind nach ISO 17100 einschließlich Revision durch eine zweite Fachperson anzufertigen.',
      },
      sk: {
        title: 'Prekladateľské služby',
        scope:
          'Písomný preklad administratívnych, právnych a odborných textov zo slovenského jazyka do anglického, nemeckého a maďarského jazyka a naopak v predpokladanom rozsahu 6 000 normostrán počas trvania zmluvy. Preklady musia byť vyhotovené v súlade s ISO 17100 vrátane revízie druhým prekladateľom.',
      },
      cs: {
        title: 'Překladatelské služby',
        scope:
          'Písemný překlad administrativních, právních a odborných textů z češtiny do angličtiny, němčiny a polštiny a naopak v předpokládaném rozsahu 6 000 normostran za dobu trvání smlouvy. Překlady musí být vyhotoveny v souladu s ISO 17100 včetně revize druhým překladatelem.',
      },
      ro: {
        title: 'Servicii de traducere',
        scope:
          'Traducerea scrisă a documentelor administrative, juridice și tehnice din limba română în limbile engleză, franceză și germană și invers, estimată la 6.000 de pagini standard pe durata contractului. Traducerile se realizează conform ISO 17100, inclusiv revizia de către un al doilea traducător.',
      },
      fr: {
        title: 'Prestations de traduction',
        scope:
          'Traduction écrite de documents administratifs, juridiques et techniques du français vers l’anglais, l’allemand et le néerlandais et inversement, pour un volume estimé à 6 000 pages standard sur la durée du marché. Les traductions doivent être réalisées conformément à la norme ISO 17100, avec révision par un second traducteur.',
      },
      it: {
        title: 'Servizi di traduzione',
        scope:
          'Traduzione scritta di documenti amministrativi, giuridici e tecnici dall’italiano verso l’inglese, il francese e il tedesco e viceversa, per un volume stimato di 6.000 cartelle nel corso del contratto. Le traduzioni devono essere eseguite secondo la norma ISO 17100, con revisione da parte di un secondo traduttore.',
      },
      es: {
        title: 'Servicio de traducción',
        scope:
          'Traducción escrita de documentos administrativos, jurídicos y técnicos del español al inglés, francés y alemán y viceversa, con un volumen estimado de 6.000 páginas durante la vigencia del contrato. Las traducciones se realizarán conforme a la norma ISO 17100, con revisión por un segundo traductor.',
      },
      pl: {
        title: 'Świadczenie usług tłumaczeniowych',
        scope:
          'Tłumaczenia pisemne dokumentów administracyjnych, prawnych i technicznych z języka polskiego na język angielski, niemiecki i francuski oraz odwrotnie, w szacowanym wymiarze 6000 stron rozliczeniowych w okresie obowiązywania umowy. Tłumaczenia muszą być wykonywane zgodnie z normą ISO 17100, z weryfikacją przez drugiego tłumacza.',
      },
      nl: {
        title: 'Vertaaldiensten',
        scope:
          'Schriftelijke vertaling van administratieve, juridische en technische documenten van het Nederlands naar het Engels, Frans en Duits en omgekeerd, naar schatting 6.000 standaardpagina’s gedurende de looptijd. Vertalingen worden uitgevoerd conform ISO 17100, inclusief revisie door een tweede vertaler.',
      },
      pt: {
        title: 'Serviços de tradução',
        scope:
          'Tradução escrita de documentos administrativos, jurídicos e técnicos de português para inglês, francês e espanhol e vice-versa, num volume estimado de 6000 páginas-padrão durante a vigência do contrato. As traduções devem cumprir a norma ISO 17100, incluindo revisão por um segundo tradutor.',
      },
      sv: {
        title: 'Översättningstjänster',
        scope:
          'Skriftlig översättning av administrativa, juridiska och tekniska handlingar från svenska till engelska, finska och tyska och omvänt, uppskattningsvis 6 000 normalsidor under avtalsperioden. Översättningarna ska utföras enligt ISO 17100 med granskning av en andra översättare.',
      },
    },
  },
  {
    cpv: '79713000',
    nature: 'services',
    weight: 5,
    valueRange: [200_000, 3_000_000],
    text: {
      en: {
        title: 'Security guard services',
        scope:
          'Manned guarding of four administrative buildings, including reception and access control during opening hours, night patrols and alarm response around the clock, totalling approximately 26,000 guard hours per year. Guards must hold the licences required by law and receive site-specific training.',
      },
      de: {
        title: 'Bewachungsdienstleistungen',
        scope:
          'Objektschutz für vier Verwaltungsgebäude einschließlich Empfangs- und Zugangskontrolle während der Öffnungszeiten, nächtlicher Streifengänge und Alarmverfolgung rund um die Uhr mit insgesamt rund 26.000 Einsatzstunden pro Jahr. Das Personal muss die gesetzlich vorgeschriebene Sachkunde nachweisen und objektbezogen eingewiesen werden.',
      },
      sk: {
        title: 'Zabezpečenie fyzickej ochrany objektov',
        scope:
          'Fyzická ochrana štyroch administratívnych budov vrátane recepcie a kontroly vstupu počas úradných hodín, nočných obchôdzok a nepretržitého zásahu pri poplachu, spolu približne 26 000 hodín strážnej služby ročne. Strážnici musia mať preukaz odbornej spôsobilosti podľa zákona o súkromnej bezpečnosti a absolvovať zaškolenie pre daný objekt.',
      },
      cs: {
        title: 'Zajištění fyzické ostrahy objektů',
        scope:
          'Fyzická ostraha čtyř administrativních budov včetně recepční služby a kontroly vstupu v úředních hodinách, nočních obchůzek a nepřetržitého zásahu při poplachu, celkem přibližně 26 000 hodin ročně. Pracovníci ostrahy musí mít profesní kvalifikaci strážného a absolvovat školení pro daný objekt.',
      },
      ro: {
        title: 'Servicii de pază',
        scope:
          'Paza umană a patru clădiri administrative, inclusiv recepție și control acces în timpul programului, patrulare pe timp de noapte și intervenție la alarmă non-stop, însumând aproximativ 26.000 de ore de pază pe an. Agenții de securitate trebuie să dețină atestatele prevăzute de lege și să fie instruiți pentru fiecare obiectiv.',
      },
      fr: {
        title: 'Prestations de surveillance et de gardiennage',
        scope:
          'Gardiennage de quatre bâtiments administratifs comprenant l’accueil et le contrôle d’accès pendant les heures d’ouverture, des rondes de nuit et l’intervention sur alarme 24 h/24, soit environ 26 000 heures de vacation par an. Les agents doivent détenir la carte professionnelle requise et recevoir une formation propre à chaque site.',
      },
      it: {
        title: 'Servizi di vigilanza e portierato',
        scope:
          'Vigilanza di quattro edifici amministrativi comprendente portierato e controllo accessi negli orari di apertura, ronde notturne e pronto intervento su allarme 24 ore su 24, per circa 26.000 ore annue. Il personale deve essere in possesso dei titoli abilitativi previsti dalla legge e ricevere una formazione specifica per ciascun sito.',
      },
      es: {
        title: 'Servicio de vigilancia y seguridad',
        scope:
          'Vigilancia presencial de cuatro edificios administrativos, incluidos la recepción y el control de accesos en horario de apertura, rondas nocturnas y acuda a alarmas las 24 horas, con un total aproximado de 26.000 horas anuales. Los vigilantes deberán disponer de la habilitación legalmente exigida y recibir formación específica para cada edificio.',
      },
      pl: {
        title: 'Usługi ochrony fizycznej obiektów',
        scope:
          'Ochrona fizyczna czterech budynków administracyjnych obejmująca recepcję i kontrolę dostępu w godzinach pracy, obchody nocne oraz całodobową reakcję na alarmy, łącznie ok. 26 000 roboczogodzin rocznie. Pracownicy ochrony muszą być wpisani na listę kwalifikowanych pracowników ochrony fizycznej i przejść szkolenie stanowiskowe.',
      },
      nl: {
        title: 'Beveiligingsdiensten',
        scope:
          'Objectbeveiliging van vier kantoorgebouwen, inclusief receptie en toegangscontrole tijdens openingstijden, nachtelijke surveillance en alarmopvolging 24 uur per dag, in totaal circa 26.000 beveiligingsuren per jaar. Beveiligers moeten beschikken over de wettelijk vereiste diploma’s en een objectgebonden instructie volgen.',
      },
      pt: {
        title: 'Serviços de vigilância e segurança',
        scope:
          'Vigilância humana de quatro edifícios administrativos, incluindo receção e controlo de acessos no horário de funcionamento, rondas noturnas e resposta a alarmes 24 horas por dia, num total de cerca de 26 000 horas por ano. Os vigilantes devem possuir o cartão profissional exigido por lei e receber formação específica para cada instalação.',
      },
      sv: {
        title: 'Bevakningstjänster',
        scope:
          'Bevakning av fyra förvaltningsbyggnader, inklusive reception och passerkontroll under öppettider, nattliga ronderingar och larmutryckning dygnet runt, sammanlagt cirka 26 000 bevakningstimmar per år. Väktarna ska ha godkänd väktarutbildning och genomgå platsspecifik introduktion.',
      },
    },
  },
  {
    cpv: '79212000',
    nature: 'services',
    weight: 3,
    valueRange: [25_000, 300_000],
    text: {
      en: {
        title: 'Statutory audit of annual financial statements',
        scope:
          'Audit of the annual financial statements of the organisation and its four subsidiaries for three consecutive financial years in accordance with International Standards on Auditing, including a review of compliance with public procurement and state aid rules. The auditor must be registered with the competent public oversight body.',
      },
      de: {
        title: 'Prüfung der Jahresabschlüsse',
        scope:
          'Prüfung der Jahresabschlüsse der Körperschaft und ihrer vier Tochtergesellschaften für drei aufeinanderfolgende Geschäftsjahre nach den Grundsätzen ordnungsmäßiger Abschlussprüfung einschließlich Prüfung der Einhaltung des Vergabe- und Beihilferechts. Die Prüferin oder der Prüfer muss bei der Wirtschaftsprüferkammer eingetragen sein.',
      },
      sk: {
        title: 'Audit účtovnej závierky',
        scope:
          'Overenie účtovnej závierky verejného obstarávateľa a jeho štyroch dcérskych spoločností za tri po sebe nasledujúce účtovné obdobia podľa medzinárodných audítorských štandardov vrátane overenia dodržiavania pravidiel verejného obstarávania a štátnej pomoci. Audítor musí byť zapísaný v zozname štatutárnych audítorov.',
      },
      cs: {
        title: 'Audit účetní závěrky',
        scope:
          'Ověření účetní závěrky zadavatele a jeho čtyř dceřiných společností za tři po sobě jdoucí účetní období podle mezinárodních auditorských standardů včetně ověření dodržování pravidel zadávání veřejných zakázek a veřejné podpory. Auditor musí být zapsán v rejstříku auditorů.',
      },
      ro: {
        title: 'Servicii de audit financiar',
        scope:
          'Auditarea situațiilor financiare anuale ale autorității contractante și ale celor patru filiale ale sale pentru trei exerciții financiare consecutive, conform standardelor internaționale de audit, inclusiv verificarea respectării regulilor privind achizițiile publice și ajutorul de stat. Auditorul trebuie să fie înscris în registrul public al auditorilor financiari.',
      },
      fr: {
        title: 'Certification des comptes annuels',
        scope:
          'Audit des comptes annuels de l’entité et de ses quatre filiales pour trois exercices consécutifs selon les normes internationales d’audit, y compris la vérification du respect des règles de la commande publique et des aides d’État. Le commissaire aux comptes doit être inscrit auprès de l’autorité de supervision compétente.',
      },
      it: {
        title: 'Servizio di revisione legale dei conti',
        scope:
          'Revisione legale dei bilanci d’esercizio dell’ente e delle sue quattro società controllate per tre esercizi consecutivi secondo i principi di revisione internazionali, compresa la verifica del rispetto della normativa sugli appalti pubblici e sugli aiuti di Stato. Il revisore deve essere iscritto al Registro dei revisori legali.',
      },
      es: {
        title: 'Servicio de auditoría de cuentas anuales',
        scope:
          'Auditoría de las cuentas anuales de la entidad y de sus cuatro sociedades dependientes durante tres ejercicios consecutivos conforme a las normas internacionales de auditoría, incluida la revisión del cumplimiento de la normativa de contratación pública y de ayudas de Estado. El auditor deberá estar inscrito en el Registro Oficial de Auditores de Cuentas.',
      },
      pl: {
        title: 'Badanie sprawozdań finansowych',
        scope:
          'Badanie rocznych sprawozdań finansowych zamawiającego i czterech spółek zależnych za trzy kolejne lata obrotowe zgodnie z Krajowymi Standardami Badania, w tym weryfikacja przestrzegania przepisów o zamówieniach publicznych i pomocy publicznej. Firma audytorska musi być wpisana na listę firm audytorskich.',
      },
      nl: {
        title: 'Accountantscontrole van de jaarrekening',
        scope:
          'Controle van de jaarrekening van de organisatie en haar vier dochterondernemingen over drie opeenvolgende boekjaren volgens de internationale controlestandaarden, inclusief toetsing van de naleving van de regels voor aanbesteding en staatssteun. De accountant moet zijn ingeschreven in het register van de bevoegde toezichthouder.',
      },
      pt: {
        title: 'Serviços de revisão legal de contas',
        scope:
          'Revisão legal das contas anuais da entidade e das suas quatro participadas relativas a três exercícios consecutivos, de acordo com as normas internacionais de auditoria, incluindo a verificação do cumprimento das regras de contratação pública e de auxílios de Estado. O revisor oficial de contas deve estar inscrito na respetiva ordem profissional.',
      },
      sv: {
        title: 'Revision av årsredovisningar',
        scope:
          'Revision av årsredovisningarna för organisationen och dess fyra dotterbolag för tre på varandra följande räkenskapsår enligt god revisionssed och internationella revisionsstandarder, inklusive granskning av efterlevnaden av reglerna om offentlig upphandling och statligt stöd. Revisorn ska vara auktoriserad eller godkänd.',
      },
    },
  },
  {
    cpv: '79952000',
    nature: 'services',
    weight: 2,
    valueRange: [40_000, 400_000],
    text: {
      en: {
        title: 'Organisation of an international conference',
        scope:
          'Organisation of a two-day international conference for approximately 400 participants, including venue, catering, simultaneous interpretation into three languages, audiovisual equipment, an online registration platform and live streaming. The service also covers hotel bookings for speakers and a conference dinner.',
      },
      de: {
        title: 'Organisation einer internationalen Fachkonferenz',
        scope:
          'Organisation einer zweitägigen internationalen Fachkonferenz für rund 400 Teilnehmende einschließlich Veranstaltungsort, Verpflegung, Simultandolmetschen in drei Sprachen, Veranstaltungstechnik, Anmeldeplattform und Live-Übertragung. Die Leistung umfasst außerdem die Hotelbuchung für Referierende und ein Abendessen für die Teilnehmenden.',
      },
      sk: {
        title: 'Organizácia medzinárodnej konferencie',
        scope:
          'Zabezpečenie dvojdňovej medzinárodnej konferencie pre približne 400 účastníkov vrátane priestorov, občerstvenia, simultánneho tlmočenia do troch jazykov, audiovizuálnej techniky, registračnej platformy a živého prenosu. Súčasťou služby je aj rezervácia ubytovania pre rečníkov a spoločenský večer.',
      },
      cs: {
        title: 'Organizace mezinárodní konference',
        scope:
          'Zajištění dvoudenní mezinárodní konference pro přibližně 400 účastníků včetně prostor, občerstvení, simultánního tlumočení do tří jazyků, audiovizuální techniky, registrační platformy a živého přenosu. Součástí služby je i rezervace ubytování pro řečníky a společenský večer.',
      },
      ro: {
        title: 'Organizarea unei conferințe internaționale',
        scope:
          'Organizarea unei conferințe internaționale de două zile pentru aproximativ 400 de participanți, inclusiv locația, serviciile de masă, interpretarea simultană în trei limbi, echipamentele audio-video, platforma de înregistrare și transmisiunea în direct. Serviciul cuprinde și rezervarea cazării pentru vorbitori și o seară festivă.',
      },
      fr: {
        title: 'Organisation d’un colloque international',
        scope:
          'Organisation d’un colloque international de deux jours pour environ 400 participants, comprenant la mise à disposition du lieu, la restauration, l’interprétation simultanée en trois langues, les moyens audiovisuels, la plateforme d’inscription et la retransmission en direct. La prestation couvre également la réservation de l’hébergement des intervenants et un dîner officiel.',
      },
      it: {
        title: 'Organizzazione di un convegno internazionale',
        scope:
          'Organizzazione di un convegno internazionale di due giorni per circa 400 partecipanti, comprensivo di sede, ristorazione, interpretariato simultaneo in tre lingue, impianti audio-video, piattaforma di registrazione e trasmissione in diretta. Il servizio comprende anche la prenotazione degli alloggi per i relatori e una cena di gala.',
      },
      es: {
        title: 'Organización de un congreso internacional',
        scope:
          'Organización de un congreso internacional de dos días para unos 400 asistentes, que incluye la sede, el servicio de restauración, la interpretación simultánea en tres idiomas, los medios audiovisuales, la plataforma de inscripción y la retransmisión en directo. El servicio comprende asimismo la reserva de alojamiento para los ponentes y una cena institucional.',
      },
      pl: {
        title: 'Organizacja konferencji międzynarodowej',
        scope:
          'Organizacja dwudniowej konferencji międzynarodowej dla ok. 400 uczestników, obejmująca zapewnienie sali, wyżywienia, tłumaczenia symultanicznego na trzy języki, sprzętu audiowizualnego, platformy rejestracyjnej i transmisji na żywo. Usługa obejmuje także rezerwację noclegów dla prelegentów oraz uroczystą kolację.',
      },
      nl: {
        title: 'Organisatie van een internationaal congres',
        scope:
          'Organisatie van een tweedaags internationaal congres voor circa 400 deelnemers, inclusief locatie, catering, simultaantolken in drie talen, audiovisuele middelen, een registratieplatform en een rechtstreekse uitzending. De opdracht omvat ook het boeken van hotelovernachtingen voor sprekers en een congresdiner.',
      },
      pt: {
        title: 'Organização de uma conferência internacional',
        scope:
          'Organização de uma conferência internacional de dois dias para cerca de 400 participantes, incluindo o local, o serviço de refeições, a interpretação simultânea em três línguas, os meios audiovisuais, a plataforma de inscrições e a transmissão em direto. O serviço inclui ainda a reserva de alojamento para os oradores e um jantar oficial.',
      },
      sv: {
        title: 'Arrangemang av internationell konferens',
        scope:
          'Genomförande av en tvådagars internationell konferens för cirka 400 deltagare, inklusive lokal, förtäring, simultantolkning till tre språk, ljud- och bildteknik, anmälningsplattform och direktsändning. Uppdraget omfattar även hotellbokning för talare och en konferensmiddag.',
      },
    },
  },
  // 50 – Repair and maintenance services
  {
    cpv: '50750000',
    nature: 'services',
    weight: 4,
    valueRange: [50_000, 600_000],
    text: {
      en: {
        title: 'Lift maintenance services',
        scope:
          'Preventive maintenance in accordance with EN 13015, repairs and a 24-hour emergency call-out service for 64 passenger and goods lifts of various makes, including assistance during periodic inspections. Remote monitoring of the lift emergency call systems is included.',
      },
      de: {
        title: 'Wartung von Aufzugsanlagen',
        scope:
          'Vorbeugende Wartung nach EN 13015, Instandsetzung und 24-Stunden-Notdienst für 64 Personen- und Lastenaufzüge verschiedener Hersteller einschließlich Begleitung der wiederkehrenden Prüfungen. Die Aufschaltung der Notrufsysteme auf eine ständig besetzte Stelle ist eingeschlossen.',
      },
      sk: {
        title: 'Servis výťahov',
        scope:
          'Preventívna údržba podľa EN 13015, opravy a 24-hodinová pohotovostná služba pre 64 osobných a nákladných výťahov rôznych výrobcov vrátane súčinnosti pri odborných prehliadkach a skúškach. Súčasťou je aj nepretržité diaľkové monitorovanie núdzovej komunikácie.',
      },
      cs: {
        title: 'Servis výtahů',
        scope:
          'Preventivní údržba dle EN 13015, opravy a 24hodinová pohotovostní služba pro 64 osobních a nákladních výtahů různých výrobců včetně součinnosti při odborných prohlídkách a zkouškách. Součástí je i nepřetržitý dálkový dohled nad systémem nouzové komunikace.',
      },
      ro: {
        title: 'Servicii de întreținere a ascensoarelor',
        scope:
          'Întreținere preventivă conform EN 13015, reparații și intervenție de urgență 24 de ore din 24 pentru 64 de ascensoare de persoane și de marfă de diferite mărci, inclusiv asistență la verificările tehnice periodice. Monitorizarea de la distanță a sistemelor de apel de urgență este inclusă.',
      },
      fr: {
        title: 'Maintenance des ascenseurs',
        scope:
          'Maintenance préventive selon la norme EN 13015, dépannages et astreinte 24 h/24 pour 64 ascenseurs et monte-charges de différentes marques, y compris l’assistance lors des contrôles techniques périodiques. La télésurveillance des systèmes d’alarme en cabine est incluse.',
      },
      it: {
        title: 'Manutenzione degli impianti elevatori',
        scope:
          'Manutenzione preventiva secondo la norma EN 13015, riparazioni e servizio di pronto intervento 24 ore su 24 per 64 ascensori e montacarichi di varie marche, compresa l’assistenza alle verifiche periodiche. È incluso il telesoccorso dei sistemi di allarme in cabina.',
      },
      es: {
        title: 'Mantenimiento de ascensores',
        scope:
          'Mantenimiento preventivo conforme a la norma EN 13015, reparaciones y servicio de urgencias 24 horas para 64 ascensores y montacargas de distintas marcas, incluida la asistencia a las inspecciones periódicas. Se incluye la televigilancia de los sistemas de alarma de cabina.',
      },
      pl: {
        title: 'Konserwacja dźwigów osobowych i towarowych',
        scope:
          'Konserwacja zapobiegawcza zgodnie z normą EN 13015, naprawy oraz całodobowe pogotowie dźwigowe dla 64 dźwigów osobowych i towarowych różnych producentów, w tym udział w badaniach okresowych. Zamówienie obejmuje zdalny monitoring systemów łączności alarmowej.',
      },
      nl: {
        title: 'Onderhoud van liften',
        scope:
          'Preventief onderhoud volgens EN 13015, reparaties en een 24-uursstoringsdienst voor 64 personen- en goederenliften van verschillende merken, inclusief begeleiding bij de periodieke keuringen. Het bewaken op afstand van de alarmeringssystemen is inbegrepen.',
      },
      pt: {
        title: 'Manutenção de ascensores',
        scope:
          'Manutenção preventiva segundo a norma EN 13015, reparações e serviço de assistência permanente 24 horas para 64 ascensores e monta-cargas de diversas marcas, incluindo o acompanhamento das inspeções periódicas. Inclui a monitorização remota dos sistemas de alarme das cabinas.',
      },
      sv: {
        title: 'Underhåll av hissar',
        scope:
          'Förebyggande underhåll enligt EN 13015, reparationer och jour dygnet runt för 64 person- och varuhissar av olika fabrikat, inklusive medverkan vid återkommande besiktningar. Fjärrövervakning av hisslarmen ingår.',
      },
    },
  },
  {
    cpv: '50712000',
    nature: 'services',
    weight: 4,
    valueRange: [80_000, 1_200_000],
    text: {
      en: {
        title: 'Maintenance of heating, ventilation and air-conditioning systems',
        scope:
          'Planned maintenance and repair of heating, ventilation and air-conditioning installations in 35 buildings, including 48 boilers, 120 air-handling units and 14 heat pumps, with a four-hour response time for critical faults. F-gas leak checks and energy performance reporting are part of the service.',
      },
      de: {
        title: 'Wartung der heizungs-, lüftungs- und klimatechnischen Anlagen',
        scope:
          'Planmäßige Wartung und Instandsetzung der Heizungs-, Lüftungs- und Klimaanlagen in 35 Gebäuden mit 48 Heizkesseln, 120 Lüftungsgeräten und 14 Wärmepumpen bei einer Reaktionszeit von vier Stunden für kritische Störungen. Dichtheitskontrollen nach der F-Gase-Verordnung und Berichte zur Energieeffizienz sind Teil der Leistung.',
      },
      sk: {
        title: 'Údržba vykurovacích, vzduchotechnických a klimatizačných zariadení',
        scope:
          'Plánovaná údržba a opravy vykurovacích, vzduchotechnických a klimatizačných zariadení v 35 budovách vrátane 48 kotlov, 120 vzduchotechnických jednotiek a 14 tepelných čerpadiel s lehotou nástupu štyri hodiny pri kritických poruchách. Súčasťou služby sú kontroly únikov fluórovaných plynov a vykazovanie energetickej účinnosti.',
      },
      cs: {
        title: 'Údržba zařízení vytápění, vzduchotechniky a klimatizace',
        scope:
          'Plánovaná údržba a opravy zařízení vytápění, vzduchotechniky a klimatizace ve 35 budovách včetně 48 kotlů, 120 vzduchotechnických jednotek a 14 tepelných čerpadel s dobou nástupu čtyři hodiny u kritických poruch. Součástí služby jsou kontroly těsnosti zařízení s fluorovanými plyny a vykazování energetické účinnosti.',
      },
      ro: {
        title: 'Întreținerea instalațiilor de încălzire, ventilare și climatizare',
        scope:
          'Întreținerea planificată și repararea instalațiilor de încălzire, ventilare și climatizare din 35 de clădiri, inclusiv 48 de cazane, 120 de centrale de tratare a aerului și 14 pompe de căldură, cu timp de intervenție de patru ore pentru defecțiunile critice. Verificarea etanșeității echipamentelor cu gaze fluorurate și raportarea performanței energetice fac parte din serviciu.',
      },
      fr: {
        title: 'Maintenance des installations de chauffage, ventilation et climatisation',
        scope:
          'Maintenance préventive et corrective des installations de chauffage, de ventilation et de climatisation de 35 bâtiments, comprenant 48 chaudières, 120 centrales de traitement d’air et 14 pompes à chaleur, avec un délai d’intervention de quatre heures pour les pannes critiques. Les contrôles d’étanchéité des fluides frigorigènes et le suivi des performances énergétiques font partie de la prestation.',
      },
      it: {
        title: 'Manutenzione degli impianti di riscaldamento, ventilazione e climatizzazione',
        scope:
          'Manutenzione programmata e riparativa degli impianti di riscaldamento, ventilazione e climatizzazione di 35 edifici, comprendenti 48 caldaie, 120 unità di trattamento aria e 14 pompe di calore, con intervento entro quattro ore per i guasti critici. Sono compresi i controlli delle perdite di gas fluorurati e la rendicontazione delle prestazioni energetiche.',
      },
      es: {
        title: 'Mantenimiento de las instalaciones de climatización',
        scope:
          'Mantenimiento preventivo y correctivo de las instalaciones de calefacción, ventilación y aire acondicionado de 35 edificios, con 48 calderas, 120 climatizadoras y 14 bombas de calor, y un tiempo de respuesta de cuatro horas ante averías críticas. El servicio incluye los controles de fugas de gases fluorados y los informes de eficiencia energética.',
      },
      pl: {
        title: 'Konserwacja instalacji grzewczych, wentylacyjnych i klimatyzacyjnych',
        scope:
          'Planowa konserwacja i naprawy instalacji grzewczych, wentylacyjnych i klimatyzacyjnych w 35 budynkach, obejmujących 48 kotłów, 120 central wentylacyjnych i 14 pomp ciepła, z czasem reakcji czterech godzin w przypadku awarii krytycznych. Usługa obejmuje kontrole szczelności urządzeń zawierających gazy fluorowane oraz raportowanie efektywności energetycznej.',
      },
      nl: {
        title: 'Onderhoud van klimaatinstallaties',
        scope:
          'Gepland en correctief onderhoud van de verwarmings-, ventilatie- en koelinstallaties in 35 gebouwen, waaronder 48 cv-ketels, 120 luchtbehandelingskasten en 14 warmtepompen, met een reactietijd van vier uur bij kritieke storingen. Lekcontroles volgens de F-gassenverordening en rapportage over de energieprestaties maken deel uit van de dienst.',
      },
      pt: {
        title: 'Manutenção de instalações de aquecimento, ventilação e ar condicionado',
        scope:
          'Manutenção preventiva e corretiva das instalações de aquecimento, ventilação e ar condicionado de 35 edifícios, incluindo 48 caldeiras, 120 unidades de tratamento de ar e 14 bombas de calor, com tempo de resposta de quatro horas para avarias críticas. Inclui os controlos de fugas de gases fluorados e relatórios de desempenho energético.',
      },
      sv: {
        title: 'Underhåll av värme-, ventilations- och kylanläggningar',
        scope:
          'Planerat och avhjälpande underhåll av värme-, ventilations- och kylanläggningar i 35 byggnader, bland annat 48 värmepannor, 120 luftbehandlingsaggregat och 14 värmepumpar, med fyra timmars inställelsetid vid kritiska fel. Läckagekontroller enligt F-gasförordningen och rapportering av energiprestanda ingår.',
      },
    },
  },
  // 34 – Transport equipment
  {
    cpv: '34121400',
    nature: 'supplies',
    weight: 3,
    valueRange: [1_500_000, 15_000_000],
    text: {
      en: {
        title: 'Supply of low-floor city buses',
        scope:
          'Supply of 18 battery-electric low-floor city buses, 12 m long, with a capacity of at least 80 passengers, air conditioning and a passenger information system, together with depot charging equipment. The contract includes driver and technician training and an option for full-service maintenance over ten years.',
      },
      de: {
        title: 'Lieferung von Niederflur-Stadtbussen',
        scope:
          'Lieferung von 18 batterieelektrischen Niederflur-Stadtbussen mit 12 m Länge, mindestens 80 Fahrgastplätzen, Klimaanlage und Fahrgastinformationssystem sowie der Ladeinfrastruktur für den Betriebshof. Die Schulung von Fahr- und Werkstattpersonal und eine Option auf Vollwartung über zehn Jahre sind Bestandteil des Auftrags.',
      },
      sk: {
        title: 'Dodávka nízkopodlažných mestských autobusov',
        scope:
          'Dodávka 18 nízkopodlažných mestských elektrobusov s dĺžkou 12 m, kapacitou najmenej 80 cestujúcich, klimatizáciou a informačným systémom pre cestujúcich vrátane nabíjacej infraštruktúry v depe. Súčasťou zákazky je zaškolenie vodičov a technikov a opcia na komplexný servis počas desiatich rokov.',
      },
      cs: {
        title: 'Dodávka nízkopodlažních městských autobusů',
        scope:
          'Dodávka 18 nízkopodlažních městských elektrobusů o délce 12 m s kapacitou nejméně 80 cestujících, klimatizací a informačním systémem pro cestující včetně nabíjecí infrastruktury v depu. Součástí zakázky je zaškolení řidičů a techniků a opce na komplexní servis po dobu deseti let.',
      },
      ro: {
        title: 'Furnizarea de autobuze urbane cu podea joasă',
        scope:
          'Furnizarea a 18 autobuze urbane electrice cu podea joasă, cu lungimea de 12 m, capacitate de cel puțin 80 de pasageri, aer condiționat și sistem de informare a călătorilor, împreună cu stațiile de încărcare din autobază. Contractul include instruirea conducătorilor auto și a personalului tehnic, precum și opțiunea de mentenanță completă timp de zece ani.',
      },
      fr: {
        title: 'Acquisition d’autobus urbains à plancher bas',
        scope:
          'Fourniture de 18 autobus urbains électriques à batteries, à plancher bas, de 12 m, d’une capacité d’au moins 80 voyageurs, climatisés et équipés d’un système d’information voyageurs, ainsi que des bornes de recharge pour le dépôt. Le marché comprend la formation des conducteurs et des techniciens et une option de maintenance complète sur dix ans.',
      },
      it: {
        title: 'Fornitura di autobus urbani a pianale ribassato',
        scope:
          'Fornitura di 18 autobus urbani elettrici a batteria a pianale ribassato, lunghi 12 m, con capacità di almeno 80 passeggeri, climatizzazione e sistema di informazione ai passeggeri, comprese le infrastrutture di ricarica in deposito. L’appalto include la formazione di autisti e tecnici e l’opzione di manutenzione integrale per dieci anni.',
      },
      es: {
        title: 'Suministro de autobuses urbanos de piso bajo',
        scope:
          'Suministro de 18 autobuses urbanos eléctricos de batería, de piso bajo y 12 m de longitud, con capacidad mínima de 80 viajeros, climatización y sistema de información al viajero, junto con los equipos de recarga en cochera. El contrato incluye la formación de conductores y técnicos y una opción de mantenimiento integral durante diez años.',
      },
      pl: {
        title: 'Dostawa niskopodłogowych autobusów miejskich',
        scope:
          'Dostawa 18 niskopodłogowych autobusów miejskich z napędem elektrycznym, o długości 12 m i pojemności co najmniej 80 pasażerów, z klimatyzacją i systemem informacji pasażerskiej, wraz z ładowarkami zajezdniowymi. Zamówienie obejmuje szkolenie kierowców i mechaników oraz opcję pełnego serwisu przez dziesięć lat.',
      },
      nl: {
        title: 'Levering van lagevloerstadsbussen',
        scope:
          'Levering van 18 batterij-elektrische lagevloerstadsbussen van 12 m met een capaciteit van ten minste 80 reizigers, airconditioning en een reisinformatiesysteem, inclusief laadinfrastructuur voor de stalling. De opdracht omvat training van chauffeurs en technici en een optie voor volledig onderhoud gedurende tien jaar.',
      },
      pt: {
        title: 'Fornecimento de autocarros urbanos de piso rebaixado',
        scope:
          'Fornecimento de 18 autocarros urbanos elétricos a bateria, de piso rebaixado e 12 m de comprimento, com capacidade mínima de 80 passageiros, ar condicionado e sistema de informação ao público, incluindo os carregadores para o parque de recolha. O contrato inclui a formação de motoristas e técnicos e uma opção de manutenção integral durante dez anos.',
      },
      sv: {
        title: 'Leverans av låggolvsbussar för stadstrafik',
        scope:
          'Leverans av 18 batterielektriska låggolvsbussar för stadstrafik, 12 m långa, med plats för minst 80 resenärer, klimatanläggning och system för trafikinformation, inklusive laddutrustning för depån. Utbildning av förare och tekniker samt option på fullservice i tio år ingår.',
      },
    },
  },
  {
    cpv: '34144210',
    nature: 'supplies',
    weight: 3,
    valueRange: [400_000, 2_500_000],
    text: {
      en: {
        title: 'Supply of fire engines',
        scope:
          'Supply of four medium fire-fighting vehicles with a 3,000-litre water tank, a fire pump to EN 1028 and a full set of technical rescue equipment, built in accordance with EN 1846. Delivery includes crew training and a five-year warranty on chassis and bodywork.',
      },
      de: {
        title: 'Lieferung von Löschgruppenfahrzeugen',
        scope:
          'Lieferung von vier Hilfeleistungslöschgruppenfahrzeugen mit 3.000-Liter-Löschwasserbehälter, Feuerlöschkreiselpumpe nach EN 1028 und vollständiger Beladung für die technische Hilfeleistung, gebaut nach EN 1846. Die Lieferung umfasst die Einweisung der Besatzungen sowie fünf Jahre Gewährleistung auf Fahrgestell und Aufbau.',
      },
      sk: {
        title: 'Dodávka hasičských vozidiel',
        scope:
          'Dodávka štyroch cisternových automobilových striekačiek strednej kategórie s nádržou na 3 000 litrov vody, čerpadlom podľa EN 1028 a kompletným vybavením na technické zásahy, vyrobených podľa EN 1846. Dodávka zahŕňa zaškolenie posádok a päťročnú záruku na podvozok aj nadstavbu.',
      },
      cs: {
        title: 'Dodávka cisternových automobilových stříkaček',
        scope:
          'Dodávka čtyř cisternových automobilových stříkaček střední kategorie s nádrží na 3 000 litrů vody, čerpadlem dle EN 1028 a kompletním vybavením pro technickou pomoc, vyrobených podle EN 1846. Dodávka zahrnuje zaškolení osádek a pětiletou záruku na podvozek i nástavbu.',
      },
      ro: {
        title: 'Furnizarea de autospeciale de stingere a incendiilor',
        scope:
          'Furnizarea a patru autospeciale medii de stingere cu apă și spumă, cu rezervor de apă de 3.000 de litri, pompă conformă cu EN 1028 și echipament complet pentru descarcerare, construite conform EN 1846. Livrarea include instruirea echipajelor și garanție de cinci ani pentru șasiu și suprastructură.',
      },
      fr: {
        title: 'Acquisition de fourgons pompe-tonne',
        scope:
          'Fourniture de quatre fourgons pompe-tonne de catégorie moyenne équipés d’une citerne de 3 000 litres, d’une pompe conforme à la norme EN 1028 et d’un lot complet de secours routier, construits selon la norme EN 1846. La livraison comprend la formation des équipages et une garantie de cinq ans sur le châssis et la carrosserie.',
      },
      it: {
        title: 'Fornitura di autopompe serbatoio per i vigili del fuoco',
        scope:
          'Fornitura di quattro autopompe serbatoio di categoria media con serbatoio da 3.000 litri, pompa conforme alla norma EN 1028 e dotazione completa per il soccorso tecnico, costruite secondo la norma EN 1846. La fornitura comprende la formazione degli equipaggi e una garanzia di cinque anni su telaio e allestimento.',
      },
      es: {
        title: 'Suministro de vehículos autobomba',
        scope:
          'Suministro de cuatro autobombas de categoría media con cisterna de 3.000 litros, bomba conforme a la norma EN 1028 y equipamiento completo para rescate técnico, fabricadas según la norma EN 1846. El suministro incluye la formación de las dotaciones y una garantía de cinco años sobre chasis y carrocería.',
      },
      pl: {
        title: 'Dostawa średnich samochodów ratowniczo-gaśniczych',
        scope:
          'Dostawa czterech średnich samochodów ratowniczo-gaśniczych ze zbiornikiem wody o pojemności 3000 litrów, autopompą zgodną z normą EN 1028 i pełnym wyposażeniem do ratownictwa technicznego, wykonanych zgodnie z normą EN 1846. Dostawa obejmuje szkolenie załóg oraz pięcioletnią gwarancję na podwozie i zabudowę.',
      },
      nl: {
        title: 'Levering van tankautospuiten',
        scope:
          'Levering van vier middelzware tankautospuiten met een watertank van 3.000 liter, een brandweerpomp volgens EN 1028 en een volledige uitrusting voor technische hulpverlening, gebouwd volgens EN 1846. De levering omvat training van de bemanningen en vijf jaar garantie op chassis en opbouw.',
      },
      pt: {
        title: 'Fornecimento de veículos de combate a incêndios',
        scope:
          'Fornecimento de quatro veículos urbanos de combate a incêndios de categoria média com tanque de 3000 litros, bomba conforme a norma EN 1028 e equipamento completo de desencarceramento, construídos segundo a norma EN 1846. O fornecimento inclui a formação das guarnições e garantia de cinco anos para o chassis e a superestrutura.',
      },
      sv: {
        title: 'Leverans av släckbilar',
        scope:
          'Leverans av fyra medeltunga räddningsfordon med 3 000 liters vattentank, brandpump enligt EN 1028 och komplett utrustning för räddningsinsatser, byggda enligt EN 1846. Leveransen omfattar utbildning av besättningarna och fem års garanti på chassi och påbyggnad.',
      },
    },
  },
  // 09 – Energy
  {
    cpv: '09310000',
    nature: 'supplies',
    weight: 4,
    valueRange: [200_000, 8_000_000],
    text: {
      en: {
        title: 'Supply of electricity',
        scope:
          'Supply of approximately 42 GWh of electricity per year to around 600 metering points, including street lighting, public buildings and pumping stations, with 100 % renewable electricity backed by guarantees of origin. The contract covers balancing responsibility and monthly consumption reporting.',
      },
      de: {
        title: 'Lieferung von elektrischer Energie',
        scope:
          'Lieferung von jährlich rund 42 GWh Strom an etwa 600 Abnahmestellen, darunter Straßenbeleuchtung, öffentliche Gebäude und Pumpwerke, zu 100 % aus erneuerbaren Energien mit Herkunftsnachweisen. Die Leistung umfasst die Bilanzkreisverantwortung und eine monatliche Verbrauchsauswertung.',
      },
      sk: {
        title: 'Dodávka elektriny',
        scope:
          'Dodávka približne 42 GWh elektriny ročne do zhruba 600 odberných miest vrátane verejného osvetlenia, verejných budov a čerpacích staníc, pričom 100 % elektriny musí pochádzať z obnoviteľných zdrojov preukázaných zárukami pôvodu. Súčasťou plnenia je prevzatie zodpovednosti za odchýlku a mesačné vykazovanie spotreby.',
      },
      cs: {
        title: 'Dodávka elektřiny',
        scope:
          'Dodávka přibližně 42 GWh elektřiny ročně do zhruba 600 odběrných míst včetně veřejného osvětlení, veřejných budov a čerpacích stanic, přičemž 100 % elektřiny musí pocházet z obnovitelných zdrojů doložených zárukami původu. Součástí plnění je převzetí odpovědnosti za odchylku a měsíční vykazování spotřeby.',
      },
      ro: {
        title: 'Furnizarea de energie electrică',
        scope:
          'Furnizarea a aproximativ 42 GWh de energie electrică pe an pentru circa 600 de locuri de consum, inclusiv iluminatul public, clădirile publice și stațiile de pompare, 100 % din surse regenerabile certificate prin garanții de origine. Contractul include asumarea responsabilității echilibrării și raportarea lunară a consumului.',
      },
      fr: {
        title: 'Fourniture d’électricité',
        scope:
          'Fourniture d’environ 42 GWh d’électricité par an pour quelque 600 points de livraison, dont l’éclairage public, les bâtiments publics et les stations de pompage, avec 100 % d’électricité d’origine renouvelable attestée par des garanties d’origine. Le marché comprend la responsabilité d’équilibre et un suivi mensuel des consommations.',
      },
      it: {
        title: 'Fornitura di energia elettrica',
        scope:
          'Fornitura di circa 42 GWh annui di energia elettrica a circa 600 punti di prelievo, tra cui illuminazione pubblica, edifici pubblici e impianti di sollevamento, al 100 % da fonti rinnovabili certificate da garanzie di origine. Il servizio comprende la gestione del dispacciamento e la rendicontazione mensile dei consumi.',
      },
      es: {
        title: 'Suministro de energía eléctrica',
        scope:
          'Suministro de aproximadamente 42 GWh anuales de electricidad a unos 600 puntos de suministro, entre ellos el alumbrado público, edificios públicos y estaciones de bombeo, con un 100 % de energía de origen renovable acreditada mediante garantías de origen. El contrato incluye la gestión de los desvíos y la información mensual de consumos.',
      },
      pl: {
        title: 'Dostawa energii elektrycznej',
        scope:
          'Dostawa ok. 42 GWh energii elektrycznej rocznie do ok. 600 punktów poboru, w tym oświetlenia ulicznego, budynków użyteczności publicznej i przepompowni, w 100 % pochodzącej ze źródeł odnawialnych potwierdzonych gwarancjami pochodzenia. Zamówienie obejmuje przejęcie odpowiedzialności za bilansowanie handlowe oraz comiesięczne raporty zużycia.',
      },
      nl: {
        title: 'Levering van elektriciteit',
        scope:
          'Levering van circa 42 GWh elektriciteit per jaar aan ongeveer 600 aansluitingen, waaronder openbare verlichting, openbare gebouwen en gemalen, voor 100 % uit hernieuwbare bronnen aangetoond met garanties van oorsprong. De opdracht omvat de programmaverantwoordelijkheid en maandelijkse verbruiksrapportages.',
      },
      pt: {
        title: 'Fornecimento de energia elétrica',
        scope:
          'Fornecimento de cerca de 42 GWh de eletricidade por ano a aproximadamente 600 locais de consumo, incluindo iluminação pública, edifícios públicos e estações elevatórias, com 100 % de origem renovável comprovada por garantias de origem. O contrato inclui a responsabilidade de acerto de desvios e relatórios mensais de consumo.',
      },
      sv: {
        title: 'Leverans av el',
        scope:
          'Leverans av cirka 42 GWh el per år till omkring 600 uttagspunkter, däribland gatubelysning, offentliga byggnader och pumpstationer, med 100 % förnybar el styrkt genom ursprungsgarantier. Balansansvar och månatlig förbrukningsrapportering ingår.',
      },
    },
  },
  // 55 and 15 – Catering and food
  {
    cpv: '55524000',
    nature: 'services',
    weight: 5,
    valueRange: [300_000, 5_000_000],
    text: {
      en: {
        title: 'School catering services',
        scope:
          'Preparation and delivery of approximately 3,200 hot lunches per school day for 14 schools in line with national nutritional guidelines, with at least 30 % organic ingredients and menus for special diets. The service includes serving staff, dishwashing and reporting on food waste.',
      },
      de: {
        title: 'Mittagsverpflegung an Schulen',
        scope:
          'Zubereitung und Lieferung von rund 3.200 warmen Mittagessen je Schultag für 14 Schulen nach anerkannten Qualitätsstandards für die Schulverpflegung, mit mindestens 30 % Bio-Anteil und Menüs für besondere Ernährungsformen. Die Leistung umfasst Ausgabepersonal, Spülen und Berichte über Lebensmittelabfälle.',
      },
      sk: {
        title: 'Zabezpečenie školského stravovania',
        scope:
          'Príprava a dovoz približne 3 200 teplých obedov za vyučovací deň pre 14 škôl v súlade s materiálno-spotrebnými normami a receptúrami pre školské stravovanie, s najmenej 30 % surovín z ekologického poľnohospodárstva a s diétnymi jedálnymi lístkami. Súčasťou služby je výdaj stravy, umývanie riadu a vykazovanie potravinového odpadu.',
      },
      cs: {
        title: 'Zajištění školního stravování',
        scope:
          'Příprava a dovoz přibližně 3 200 teplých obědů za školní den pro 14 škol v souladu s výživovými normami pro školní stravování, s nejméně 30 % biopotravin a s dietními jídelníčky. Součástí služby je výdej stravy, mytí nádobí a vykazování potravinového odpadu.',
      },
      ro: {
        title: 'Servicii de furnizare a mesei calde în școli',
        scope:
          'Prepararea și livrarea a aproximativ 3.200 de mese calde pe zi de școală pentru 14 unități de învățământ, conform normelor nutriționale naționale, cu cel puțin 30 % ingrediente ecologice și meniuri pentru regimuri alimentare speciale. Serviciul include personalul de servire, spălarea veselei și raportarea risipei alimentare.',
      },
      fr: {
        title: 'Restauration scolaire',
        scope:
          'Préparation et livraison d’environ 3 200 déjeuners chauds par jour scolaire pour 14 écoles, conformément aux recommandations nutritionnelles nationales, avec au moins 30 % de produits issus de l’agriculture biologique et des menus pour régimes particuliers. La prestation comprend le personnel de service, la plonge et le suivi du gaspillage alimentaire.',
      },
      it: {
        title: 'Servizio di ristorazione scolastica',
        scope:
          'Preparazione e consegna di circa 3.200 pasti caldi per giorno di scuola per 14 plessi scolastici, secondo le linee guida nazionali per la ristorazione scolastica, con almeno il 30 % di prodotti biologici e menù per diete speciali. Il servizio comprende il personale di distribuzione, il lavaggio delle stoviglie e la rendicontazione degli sprechi alimentari.',
      },
      es: {
        title: 'Servicio de comedor escolar',
        scope:
          'Elaboración y transporte de unos 3.200 menús calientes por día lectivo para 14 centros escolares, conforme a las recomendaciones nutricionales vigentes, con al menos un 30 % de productos ecológicos y menús para dietas especiales. El servicio incluye el personal de atención al comedor, el lavado de la vajilla y el control del desperdicio alimentario.',
      },
      pl: {
        title: 'Przygotowanie i dostawa posiłków dla uczniów',
        scope:
          'Przygotowanie i dostawa ok. 3200 ciepłych obiadów w każdym dniu zajęć dla 14 szkół, zgodnie z obowiązującymi normami żywieniowymi, z udziałem co najmniej 30 % produktów ekologicznych oraz z jadłospisami dla diet specjalnych. Usługa obejmuje wydawanie posiłków, zmywanie naczyń i raportowanie marnowania żywności.',
      },
      nl: {
        title: 'Levering van schoolmaaltijden',
        scope:
          'Bereiding en levering van circa 3.200 warme lunches per schooldag voor 14 scholen volgens de landelijke voedingsrichtlijnen, met ten minste 30 % biologische ingrediënten en menu’s voor speciale diëten. De dienst omvat uitgiftepersoneel, afwas en rapportage over voedselverspilling.',
      },
      pt: {
        title: 'Fornecimento de refeições escolares',
        scope:
          'Confeção e fornecimento de cerca de 3200 almoços quentes por dia letivo para 14 escolas, de acordo com as orientações nutricionais nacionais, com pelo menos 30 % de produtos biológicos e ementas para dietas especiais. O serviço inclui o pessoal de distribuição, a lavagem da loiça e o registo do desperdício alimentar.',
      },
      sv: {
        title: 'Tillagning och leverans av skolmåltider',
        scope:
          'Tillagning och leverans av cirka 3 200 varma luncher per skoldag till 14 skolor enligt nationella riktlinjer för skolmåltider, med minst 30 % ekologiska livsmedel och specialkost. I uppdraget ingår serveringspersonal, disk och uppföljning av matsvinn.',
      },
    },
  },
  {
    cpv: '15300000',
    nature: 'supplies',
    weight: 3,
    valueRange: [80_000, 900_000],
    text: {
      en: {
        title: 'Supply of fresh fruit and vegetables',
        scope:
          'Framework agreement for the supply of fresh fruit and vegetables to 22 kitchens in schools, care homes and hospitals, approximately 380 tonnes per year, with daily deliveries. At least 40 % of the products must be seasonal and 25 % from organic production.',
      },
      de: {
        title: 'Lieferung von frischem Obst und Gemüse',
        scope:
          'Rahmenvereinbarung über die Lieferung von frischem Obst und Gemüse an 22 Küchen in Schulen, Pflegeheimen und Krankenhäusern, rund 380 Tonnen pro Jahr, mit täglicher Anlieferung. Mindestens 40 % der Produkte müssen saisonal und 25 % aus ökologischer Erzeugung sein.',
      },
      sk: {
        title: 'Dodávka čerstvého ovocia a zeleniny',
        scope:
          'Rámcová dohoda na dodávku čerstvého ovocia a zeleniny do 22 kuchýň v školách, zariadeniach pre seniorov a nemocniciach v objeme približne 380 ton ročne s dennými dodávkami. Najmenej 40 % výrobkov musí byť sezónnych a 25 % z ekologickej poľnohospodárskej výroby.',
      },
      cs: {
        title: 'Dodávky čerstvého ovoce a zeleniny',
        scope:
          'Rámcová dohoda na dodávky čerstvého ovoce a zeleniny do 22 kuchyní ve školách, domovech pro seniory a nemocnicích v objemu přibližně 380 tun ročně s denním závozem. Nejméně 40 % výrobků musí být sezonních a 25 % z ekologického zemědělství.',
      },
      ro: {
        title: 'Furnizarea de fructe și legume proaspete',
        scope:
          'Acord-cadru pentru furnizarea de fructe și legume proaspete către 22 de bucătării din școli, cămine pentru vârstnici și spitale, aproximativ 380 de tone pe an, cu livrări zilnice. Cel puțin 40 % dintre produse trebuie să fie de sezon, iar 25 % să provină din agricultura ecologică.',
      },
      fr: {
        title: 'Fourniture de fruits et légumes frais',
        scope:
          'Accord-cadre pour la fourniture de fruits et légumes frais à 22 cuisines d’écoles, d’établissements pour personnes âgées et d’hôpitaux, soit environ 380 tonnes par an, avec des livraisons quotidiennes. Au moins 40 % des produits doivent être de saison et 25 % issus de l’agriculture biologique.',
      },
      it: {
        title: 'Fornitura di frutta e verdura fresca',
        scope:
          'Accordo quadro per la fornitura di frutta e verdura fresca a 22 cucine di scuole, residenze per anziani e ospedali, per circa 380 tonnellate annue, con consegne giornaliere. Almeno il 40 % dei prodotti deve essere di stagione e il 25 % da agricoltura biologica.',
      },
      es: {
        title: 'Suministro de frutas y hortalizas frescas',
        scope:
          'Acuerdo marco para el suministro de frutas y hortalizas frescas a 22 cocinas de colegios, residencias de mayores y hospitales, unas 380 toneladas anuales, con entregas diarias. Al menos el 40 % de los productos deberá ser de temporada y el 25 % de producción ecológica.',
      },
      pl: {
        title: 'Dostawa świeżych owoców i warzyw',
        scope:
          'Umowa ramowa na dostawy świeżych owoców i warzyw do 22 kuchni w szkołach, domach pomocy społecznej i szpitalach, ok. 380 ton rocznie, z codziennymi dostawami. Co najmniej 40 % produktów musi pochodzić z bieżącego sezonu, a 25 % z rolnictwa ekologicznego.',
      },
      nl: {
        title: 'Levering van verse groenten en fruit',
        scope:
          'Raamovereenkomst voor de levering van verse groenten en fruit aan 22 keukens van scholen, verpleeghuizen en ziekenhuizen, circa 380 ton per jaar, met dagelijkse levering. Ten minste 40 % van de producten moet seizoensgebonden zijn en 25 % biologisch geteeld.',
      },
      pt: {
        title: 'Fornecimento de fruta e produtos hortícolas frescos',
        scope:
          'Acordo-quadro para o fornecimento de fruta e produtos hortícolas frescos a 22 cozinhas de escolas, lares de idosos e hospitais, cerca de 380 toneladas por ano, com entregas diárias. Pelo menos 40 % dos produtos devem ser da época e 25 % de produção biológica.',
      },
      sv: {
        title: 'Leverans av färsk frukt och grönsaker',
        scope:
          'Ramavtal för leverans av färsk frukt och grönsaker till 22 kök i skolor, äldreboenden och sjukhus, cirka 380 ton per år, med dagliga leveranser. Minst 40 % av produkterna ska vara säsongsvaror och 25 % ekologiskt odlade.',
      },
    },
  },
  // 39 – Furniture
  {
    cpv: '39130000',
    nature: 'supplies',
    weight: 4,
    valueRange: [40_000, 800_000],
    text: {
      en: {
        title: 'Supply of office furniture',
        scope:
          'Supply and installation of furniture for 420 workstations, including height-adjustable desks, ergonomic office chairs tested to EN 1335, storage units and meeting room furniture. Wood-based products must come from sustainably managed forests, and a ten-year warranty is required.',
      },
      de: {
        title: 'Lieferung von Büromöbeln',
        scope:
          'Lieferung und Montage von Möbeln für 420 Arbeitsplätze, darunter höhenverstellbare Schreibtische, ergonomische Bürodrehstühle nach EN 1335, Stauraummöbel und Besprechungsmobiliar. Holzwerkstoffe müssen aus nachhaltiger Forstwirtschaft stammen; gefordert sind zehn Jahre Garantie.',
      },
      sk: {
        title: 'Dodávka kancelárskeho nábytku',
        scope:
          'Dodávka a montáž nábytku pre 420 pracovných miest vrátane výškovo nastaviteľných stolov, ergonomických kancelárskych stoličiek podľa EN 1335, úložného nábytku a vybavenia zasadacích miestností. Výrobky z dreva musia pochádzať z trvalo udržateľne obhospodarovaných lesov; požaduje sa záruka desať rokov.',
      },
      cs: {
        title: 'Dodávka kancelářského nábytku',
        scope:
          'Dodávka a montáž nábytku pro 420 pracovních míst včetně výškově nastavitelných stolů, ergonomických kancelářských židlí dle EN 1335, úložného nábytku a vybavení zasedacích místností. Výrobky ze dřeva musí pocházet z udržitelně obhospodařovaných lesů; požaduje se záruka deset let.',
      },
      ro: {
        title: 'Furnizarea de mobilier de birou',
        scope:
          'Furnizarea și montarea mobilierului pentru 420 de posturi de lucru, inclusiv birouri reglabile pe înălțime, scaune ergonomice testate conform EN 1335, corpuri de depozitare și mobilier pentru săli de ședință. Produsele pe bază de lemn trebuie să provină din păduri gestionate durabil, iar garanția solicitată este de zece ani.',
      },
      fr: {
        title: 'Fourniture de mobilier de bureau',
        scope:
          'Fourniture et installation de mobilier pour 420 postes de travail, comprenant des bureaux réglables en hauteur, des sièges ergonomiques conformes à la norme EN 1335, des rangements et du mobilier de salles de réunion. Les produits à base de bois doivent provenir de forêts gérées durablement et une garantie de dix ans est exigée.',
      },
      it: {
        title: 'Fornitura di arredi per ufficio',
        scope:
          'Fornitura e posa in opera di arredi per 420 postazioni di lavoro, tra cui scrivanie regolabili in altezza, sedute ergonomiche conformi alla norma EN 1335, contenitori e arredi per sale riunioni. I prodotti a base di legno devono provenire da foreste gestite in modo sostenibile ed è richiesta una garanzia di dieci anni.',
      },
      es: {
        title: 'Suministro de mobiliario de oficina',
        scope:
          'Suministro e instalación de mobiliario para 420 puestos de trabajo, incluidas mesas regulables en altura, sillas ergonómicas conformes a la norma EN 1335, armarios y mobiliario para salas de reuniones. Los productos de madera deberán proceder de bosques gestionados de forma sostenible y se exige una garantía de diez años.',
      },
      pl: {
        title: 'Dostawa mebli biurowych',
        scope:
          'Dostawa i montaż mebli dla 420 stanowisk pracy, w tym biurek z regulacją wysokości, ergonomicznych krzeseł biurowych zgodnych z normą EN 1335, szaf i kontenerów oraz mebli do sal konferencyjnych. Wyroby drewnopochodne muszą pochodzić z lasów zarządzanych w sposób zrównoważony; wymagana jest dziesięcioletnia gwarancja.',
      },
      nl: {
        title: 'Levering van kantoormeubilair',
        scope:
          'Levering en montage van meubilair voor 420 werkplekken, waaronder zit-stabureaus, ergonomische bureaustoelen volgens EN 1335, opbergmeubilair en meubilair voor vergaderruimten. Houtproducten moeten afkomstig zijn uit duurzaam beheerde bossen en er wordt tien jaar garantie vereist.',
      },
      pt: {
        title: 'Fornecimento de mobiliário de escritório',
        scope:
          'Fornecimento e montagem de mobiliário para 420 postos de trabalho, incluindo secretárias reguláveis em altura, cadeiras ergonómicas conformes à norma EN 1335, arquivos e mobiliário para salas de reunião. Os produtos de madeira devem provir de florestas geridas de forma sustentável, sendo exigida uma garantia de dez anos.',
      },
      sv: {
        title: 'Leverans av kontorsmöbler',
        scope:
          'Leverans och montering av möbler för 420 arbetsplatser, bland annat höj- och sänkbara skrivbord, ergonomiska kontorsstolar enligt EN 1335, förvaringsmöbler och möbler för mötesrum. Träbaserade produkter ska komma från hållbart brukade skogar och tio års garanti krävs.',
      },
    },
  },
  // 60 – Transport services
  {
    cpv: '60130000',
    nature: 'services',
    weight: 4,
    valueRange: [200_000, 3_500_000],
    text: {
      en: {
        title: 'School transport services',
        scope:
          'Daily transport of approximately 650 pupils on 23 routes between home and school, including transport of pupils with disabilities in adapted vehicles with wheelchair lifts. Vehicles must be no more than eight years old and meet at least the Euro VI emission standard.',
      },
      de: {
        title: 'Durchführung der Schülerbeförderung',
        scope:
          'Tägliche Beförderung von rund 650 Schülerinnen und Schülern auf 23 Linien zwischen Wohnort und Schule einschließlich der Beförderung von Kindern mit Behinderungen in Fahrzeugen mit Rollstuhllift. Die Fahrzeuge dürfen höchstens acht Jahre alt sein und müssen mindestens die Abgasnorm Euro VI erfüllen.',
      },
      sk: {
        title: 'Zabezpečenie dopravy žiakov do škôl',
        scope:
          'Denná preprava približne 650 žiakov na 23 trasách medzi miestom bydliska a školou vrátane prepravy žiakov so zdravotným postihnutím v upravených vozidlách so zdvíhacou plošinou pre vozíky. Vozidlá nesmú byť staršie ako osem rokov a musia spĺňať najmenej emisnú normu Euro VI.',
      },
      cs: {
        title: 'Zajištění dopravy žáků do škol',
        scope:
          'Denní přeprava přibližně 650 žáků na 23 trasách mezi místem bydliště a školou včetně přepravy žáků se zdravotním postižením v upravených vozidlech se zvedací plošinou pro vozíky. Vozidla nesmějí být starší osmi let a musí splňovat nejméně emisní normu Euro VI.',
      },
      ro: {
        title: 'Servicii de transport școlar',
        scope:
          'Transportul zilnic al aproximativ 650 de elevi pe 23 de trasee între domiciliu și școală, inclusiv transportul elevilor cu dizabilități cu vehicule adaptate, dotate cu lift pentru scaune rulante. Vehiculele nu trebuie să fie mai vechi de opt ani și trebuie să respecte cel puțin norma de poluare Euro VI.',
      },
      fr: {
        title: 'Services de transport scolaire',
        scope:
          'Transport quotidien d’environ 650 élèves sur 23 circuits entre leur domicile et leur établissement scolaire, y compris le transport d’élèves en situation de handicap dans des véhicules adaptés équipés d’un élévateur pour fauteuil roulant. Les véhicules doivent avoir moins de huit ans et répondre au minimum à la norme Euro VI.',
      },
      it: {
        title: 'Servizio di trasporto scolastico',
        scope:
          'Trasporto giornaliero di circa 650 alunni su 23 percorsi tra casa e scuola, compreso il trasporto di alunni con disabilità su mezzi attrezzati con pedana sollevatrice per carrozzine. I veicoli non devono avere più di otto anni e devono rispettare almeno la norma Euro VI.',
      },
      es: {
        title: 'Servicio de transporte escolar',
        scope:
          'Transporte diario de unos 650 alumnos en 23 rutas entre sus domicilios y los centros educativos, incluido el transporte de alumnado con discapacidad en vehículos adaptados con plataforma elevadora para sillas de ruedas. Los vehículos no podrán tener una antigüedad superior a ocho años y deberán cumplir como mínimo la norma Euro VI.',
      },
      pl: {
        title: 'Dowóz uczniów do szkół',
        scope:
          'Codzienny dowóz ok. 650 uczniów na 23 trasach między miejscem zamieszkania a szkołą, w tym przewóz uczniów z niepełnosprawnościami pojazdami przystosowanymi, wyposażonymi w windę dla wózków inwalidzkich. Pojazdy nie mogą być starsze niż osiem lat i muszą spełniać co najmniej normę emisji spalin Euro VI.',
      },
      nl: {
        title: 'Leerlingenvervoer',
        scope:
          'Dagelijks vervoer van circa 650 leerlingen op 23 routes tussen woonadres en school, inclusief vervoer van leerlingen met een beperking in aangepaste voertuigen met rolstoellift. Voertuigen mogen niet ouder zijn dan acht jaar en moeten ten minste aan de Euro VI-norm voldoen.',
      },
      pt: {
        title: 'Serviço de transporte escolar',
        scope:
          'Transporte diário de cerca de 650 alunos em 23 circuitos entre a área de residência e a escola, incluindo o transporte de alunos com deficiência em viaturas adaptadas com plataforma elevatória para cadeiras de rodas. As viaturas não podem ter mais de oito anos e devem cumprir, no mínimo, a norma Euro VI.',
      },
      sv: {
        title: 'Skolskjutstrafik',
        scope:
          'Dagliga skolskjutsar för cirka 650 elever på 23 linjer mellan hem och skola, inklusive transport av elever med funktionsnedsättning i anpassade fordon med rullstolslyft. Fordonen får inte vara äldre än åtta år och ska uppfylla minst utsläppsklass Euro VI.',
      },
    },
  },
  // 66 – Insurance
  {
    cpv: '66510000',
    nature: 'services',
    weight: 3,
    valueRange: [60_000, 1_500_000],
    text: {
      en: {
        title: 'Property and liability insurance',
        scope:
          'Insurance of buildings and contents with a total sum insured of approximately EUR 850 million, general liability cover with a limit of EUR 10 million per claim and motor insurance for 140 vehicles. The policies run for four years with annual premium adjustment.',
      },
      de: {
        title: 'Sach- und Haftpflichtversicherungen',
        scope:
          'Gebäude- und Inhaltsversicherung mit einer Gesamtversicherungssumme von rund 850 Mio. EUR, Haftpflichtversicherung mit einer Deckungssumme von 10 Mio. EUR je Schadensfall sowie Kfz-Versicherung für 140 Fahrzeuge. Die Verträge laufen vier Jahre mit jährlicher Beitragsanpassung.',
      },
      sk: {
        title: 'Poistenie majetku a zodpovednosti za škodu',
        scope:
          'Poistenie budov a hnuteľného majetku s celkovou poistnou sumou približne 850 mil. EUR, poistenie všeobecnej zodpovednosti za škodu s limitom 10 mil. EUR na jednu poistnú udalosť a poistenie 140 motorových vozidiel. Poistné zmluvy sa uzatvárajú na štyri roky s ročnou úpravou poistného.',
      },
      cs: {
        title: 'Pojištění majetku a odpovědnosti',
        scope:
          'Pojištění budov a movitého majetku s celkovou pojistnou částkou přibližně 850 mil. EUR, pojištění obecné odpovědnosti za újmu s limitem 10 mil. EUR na jednu pojistnou událost a pojištění 140 motorových vozidel. Pojistné smlouvy se uzavírají na čtyři roky s každoroční úpravou pojistného.',
      },
      ro: {
        title: 'Servicii de asigurare a bunurilor și de răspundere civilă',
        scope:
          'Asigurarea clădirilor și a bunurilor mobile cu o sumă asigurată totală de aproximativ 850 de milioane EUR, asigurarea de răspundere civilă generală cu o limită de 10 milioane EUR pe eveniment și asigurarea a 140 de autovehicule. Polițele se încheie pe patru ani, cu ajustarea anuală a primelor.',
      },
      fr: {
        title: 'Prestations d’assurance dommages aux biens et responsabilité civile',
        scope:
          'Assurance des bâtiments et de leur contenu pour une valeur totale assurée d’environ 850 millions d’euros, assurance responsabilité civile générale avec un plafond de 10 millions d’euros par sinistre et assurance d’une flotte de 140 véhicules. Les contrats sont conclus pour quatre ans avec révision annuelle des primes.',
      },
      it: {
        title: 'Servizi assicurativi per danni al patrimonio e responsabilità civile',
        scope:
          'Assicurazione dei fabbricati e del relativo contenuto per un valore complessivo assicurato di circa 850 milioni di euro, responsabilità civile verso terzi e prestatori d’opera con massimale di 10 milioni di euro per sinistro e assicurazione di 140 veicoli. Le polizze hanno durata quadriennale con adeguamento annuale del premio.',
      },
      es: {
        title: 'Seguros de daños materiales y responsabilidad civil',
        scope:
          'Seguro de daños materiales de edificios y contenido con un capital asegurado total de unos 850 millones de euros, seguro de responsabilidad civil general con un límite de 10 millones de euros por siniestro y seguro de la flota de 140 vehículos. Las pólizas tendrán una duración de cuatro años con revisión anual de las primas.',
      },
      pl: {
        title: 'Ubezpieczenie mienia i odpowiedzialności cywilnej',
        scope:
          'Ubezpieczenie budynków i mienia ruchomego o łącznej sumie ubezpieczenia ok. 850 mln EUR, ubezpieczenie odpowiedzialności cywilnej z tytułu prowadzonej działalności z limitem 10 mln EUR na jedno zdarzenie oraz ubezpieczenia komunikacyjne 140 pojazdów. Umowy zawierane są na cztery lata z coroczną waloryzacją składki.',
      },
      nl: {
        title: 'Verzekering van eigendommen en aansprakelijkheid',
        scope:
          'Verzekering van gebouwen en inventaris met een totale verzekerde waarde van circa 850 miljoen euro, een algemene aansprakelijkheidsverzekering met een limiet van 10 miljoen euro per gebeurtenis en een wagenparkverzekering voor 140 voertuigen. De polissen lopen vier jaar met een jaarlijkse premieaanpassing.',
      },
      pt: {
        title: 'Serviços de seguros de património e responsabilidade civil',
        scope:
          'Seguro multirriscos dos edifícios e respetivo recheio com um capital seguro total de cerca de 850 milhões de euros, seguro de responsabilidade civil geral com um limite de 10 milhões de euros por sinistro e seguro automóvel de 140 viaturas. As apólices vigoram por quatro anos, com revisão anual dos prémios.',
      },
      sv: {
        title: 'Försäkring av egendom och ansvar',
        scope:
          'Egendomsförsäkring av byggnader och inventarier med ett totalt försäkringsvärde på cirka 850 miljoner euro, allmän ansvarsförsäkring med ett försäkringsbelopp om 10 miljoner euro per skada samt fordonsförsäkring för 140 fordon. Avtalen löper i fyra år med årlig premiejustering.',
      },
    },
  },
  // 77 and 90 – Green spaces and winter service
  {
    cpv: '77313000',
    nature: 'services',
    weight: 4,
    valueRange: [100_000, 2_000_000],
    text: {
      en: {
        title: 'Maintenance of parks and green spaces',
        scope:
          'Maintenance of approximately 85 hectares of parks and green spaces, including mowing, hedge cutting, care of 12,000 m² of flower beds, litter picking and inspection of 40 playgrounds in accordance with EN 1176. Peat-free growing media and battery-powered hand tools are to be used.',
      },
      de: {
        title: 'Pflege von Park- und Grünanlagen',
        scope:
          'Pflege von rund 85 ha Park- und Grünanlagen einschließlich Rasenmahd, Heckenschnitt, Pflege von 12.000 m² Beetflächen, Reinigung der Flächen und Kontrolle von 40 Spielplätzen nach EN 1176. Zu verwenden sind torffreie Substrate und akkubetriebene Handgeräte.',
      },
      sk: {
        title: 'Údržba parkov a verejnej zelene',
        scope:
          'Údržba približne 85 ha parkov a verejnej zelene vrátane kosenia, strihania živých plotov, starostlivosti o 12 000 m² kvetinových záhonov, zberu odpadkov a kontroly 40 detských ihrísk podľa EN 1176. Používať sa majú bezrašelinové substráty a akumulátorové ručné náradie.',
      },
      cs: {
        title: 'Údržba parků a veřejné zeleně',
        scope:
          'Údržba přibližně 85 ha parků a veřejné zeleně včetně sečení trávníků, stříhání živých plotů, péče o 12 000 m² květinových záhonů, sběru odpadků a kontroly 40 dětských hřišť podle EN 1176. Používat se mají bezrašelinné substráty a akumulátorové ruční nářadí.',
      },
      ro: {
        title: 'Întreținerea parcurilor și a spațiilor verzi',
        scope:
          'Întreținerea a aproximativ 85 ha de parcuri și spații verzi, inclusiv cosirea gazonului, tunderea gardurilor vii, îngrijirea a 12.000 m² de straturi de flori, strângerea deșeurilor și verificarea a 40 de locuri de joacă conform EN 1176. Se vor utiliza substraturi fără turbă și unelte de mână cu acumulator.',
      },
      fr: {
        title: 'Entretien des parcs et espaces verts',
        scope:
          'Entretien d’environ 85 ha de parcs et d’espaces verts, comprenant la tonte, la taille des haies, l’entretien de 12 000 m² de massifs fleuris, le ramassage des déchets et le contrôle de 40 aires de jeux selon la norme EN 1176. L’utilisation de substrats sans tourbe et d’outillage à batterie est exigée.',
      },
      it: {
        title: 'Manutenzione dei parchi e del verde pubblico',
        scope:
          'Manutenzione di circa 85 ettari di parchi e aree verdi, compresi sfalcio dei prati, potatura delle siepi, cura di 12.000 m² di aiuole fiorite, raccolta dei rifiuti e ispezione di 40 aree gioco secondo la norma EN 1176. È richiesto l’uso di substrati privi di torba e di attrezzature manuali a batteria.',
      },
      es: {
        title: 'Mantenimiento de parques y zonas verdes',
        scope:
          'Mantenimiento de unas 85 hectáreas de parques y zonas verdes, incluida la siega de céspedes, el recorte de setos, el cuidado de 12.000 m² de macizos de flores, la recogida de residuos y la inspección de 40 áreas de juego infantil conforme a la norma EN 1176. Se utilizarán sustratos sin turba y herramientas manuales de batería.',
      },
      pl: {
        title: 'Utrzymanie parków i terenów zieleni',
        scope:
          'Utrzymanie ok. 85 ha parków i terenów zieleni, obejmujące koszenie trawników, cięcie żywopłotów, pielęgnację 12 000 m² rabat kwiatowych, zbieranie odpadów oraz kontrolę 40 placów zabaw zgodnie z normą EN 1176. Należy stosować podłoża bez torfu i akumulatorowe narzędzia ręczne.',
      },
      nl: {
        title: 'Onderhoud van parken en openbaar groen',
        scope:
          'Onderhoud van circa 85 ha parken en openbaar groen, inclusief maaien, snoeien van hagen, onderhoud van 12.000 m² bloemperken, zwerfafval ruimen en inspectie van 40 speelplaatsen volgens EN 1176. Er moeten turfvrije substraten en accu-aangedreven handgereedschap worden gebruikt.',
      },
      pt: {
        title: 'Manutenção de parques e espaços verdes',
        scope:
          'Manutenção de cerca de 85 ha de parques e espaços verdes, incluindo corte de relvados, aparo de sebes, tratamento de 12 000 m² de canteiros floridos, recolha de resíduos e inspeção de 40 parques infantis segundo a norma EN 1176. Devem ser utilizados substratos sem turfa e ferramentas manuais a bateria.',
      },
      sv: {
        title: 'Skötsel av parker och grönytor',
        scope:
          'Skötsel av cirka 85 hektar parker och grönytor, inklusive gräsklippning, häckklippning, skötsel av 12 000 m² planteringar, skräpplockning och besiktning av 40 lekplatser enligt EN 1176. Torvfria jordar och batteridrivna handredskap ska användas.',
      },
    },
  },
  {
    cpv: '90620000',
    nature: 'services',
    weight: 3,
    valueRange: [80_000, 1_500_000],
    text: {
      en: {
        title: 'Winter road maintenance services',
        scope:
          'Snow clearing and gritting of approximately 180 km of roads, cycle paths and pavements from November to March, with 24-hour standby and priority routes to be treated within three hours. Salt use must be recorded and kept to a minimum by using pre-wetted salt.',
      },
      de: {
        title: 'Leistungen des Winterdienstes',
        scope:
          'Schneeräumung und Streuung von rund 180 km Straßen, Radwegen und Gehwegen von November bis März mit Rufbereitschaft rund um die Uhr, wobei Vorrangstrecken innerhalb von drei Stunden zu räumen sind. Der Salzverbrauch ist zu dokumentieren und durch Feuchtsalztechnik zu minimieren.',
      },
      sk: {
        title: 'Zimná údržba komunikácií',
        scope:
          'Odstraňovanie snehu a posyp približne 180 km ciest, cyklistických chodníkov a chodníkov od novembra do marca s nepretržitou pohotovosťou, pričom prioritné trasy musia byť ošetrené do troch hodín. Spotreba posypovej soli sa musí evidovať a znižovať použitím technológie zvlhčenej soli.',
      },
      cs: {
        title: 'Zimní údržba komunikací',
        scope:
          'Odklízení sněhu a posyp přibližně 180 km silnic, cyklostezek a chodníků od listopadu do března s nepřetržitou pohotovostí, přičemž prioritní trasy musí být ošetřeny do tří hodin. Spotřeba posypové soli musí být evidována a snižována použitím technologie zvlhčené soli.',
      },
      ro: {
        title: 'Servicii de deszăpezire și combatere a poleiului',
        scope:
          'Deszăpezirea și împrăștierea materialelor antiderapante pe aproximativ 180 km de drumuri, piste de biciclete și trotuare în perioada noiembrie–martie, cu dispecerat permanent și intervenție pe traseele prioritare în cel mult trei ore. Consumul de sare trebuie înregistrat și redus prin utilizarea sării umectate.',
      },
      fr: {
        title: 'Prestations de viabilité hivernale',
        scope:
          'Déneigement et salage d’environ 180 km de routes, de pistes cyclables et de trottoirs de novembre à mars, avec une astreinte 24 h/24 et un traitement des itinéraires prioritaires dans un délai de trois heures. La consommation de sel doit être consignée et réduite grâce à l’épandage de sel humidifié.',
      },
      it: {
        title: 'Servizio di sgombero neve e trattamento antighiaccio',
        scope:
          'Sgombero neve e spargimento di sale su circa 180 km di strade, piste ciclabili e marciapiedi da novembre a marzo, con reperibilità 24 ore su 24 e intervento sui percorsi prioritari entro tre ore. Il consumo di sale deve essere registrato e ridotto mediante l’impiego di sale preumidificato.',
      },
      es: {
        title: 'Servicio de vialidad invernal',
        scope:
          'Retirada de nieve y extendido de fundentes en unos 180 km de calles, carriles bici y aceras de noviembre a marzo, con guardia permanente las 24 horas y tratamiento de los itinerarios prioritarios en un plazo máximo de tres horas. El consumo de sal deberá registrarse y reducirse mediante el uso de sal humidificada.',
      },
      pl: {
        title: 'Zimowe utrzymanie dróg',
        scope:
          'Odśnieżanie i zwalczanie śliskości na ok. 180 km dróg, dróg rowerowych i chodników w okresie od listopada do marca, z całodobową gotowością i obsługą tras priorytetowych w ciągu trzech godzin. Zużycie soli musi być ewidencjonowane i ograniczane poprzez stosowanie technologii soli zwilżonej.',
      },
      nl: {
        title: 'Gladheidsbestrijding en sneeuwruimen',
        scope:
          'Sneeuwruimen en strooien op circa 180 km wegen, fietspaden en trottoirs van november tot en met maart, met een piketdienst van 24 uur per dag en behandeling van de prioritaire routes binnen drie uur. Het zoutverbruik moet worden geregistreerd en beperkt door toepassing van natzout.',
      },
      pt: {
        title: 'Serviços de limpeza de neve e prevenção do gelo',
        scope:
          'Remoção de neve e espalhamento de fundentes em cerca de 180 km de estradas, ciclovias e passeios entre novembro e março, com piquete permanente 24 horas e intervenção nos percursos prioritários no prazo de três horas. O consumo de sal deve ser registado e reduzido através da utilização de sal humedecido.',
      },
      sv: {
        title: 'Vinterväghållning',
        scope:
          'Snöröjning och halkbekämpning på cirka 180 km vägar, cykelvägar och trottoarer från november till mars, med beredskap dygnet runt och åtgärd av prioriterade stråk inom tre timmar. Saltförbrukningen ska redovisas och begränsas genom användning av befuktat salt.',
      },
    },
  },
  // 80 – Education and training
  {
    cpv: '80533100',
    nature: 'services',
    weight: 3,
    valueRange: [20_000, 300_000],
    text: {
      en: {
        title: 'IT skills training for staff',
        scope:
          'Delivery of approximately 180 training days on office software, collaboration tools and information security awareness for about 1,500 employees, both in the classroom and online. Training materials must be provided in the local language, and each participant receives a certificate of attendance.',
      },
      de: {
        title: 'IT-Schulungen für Beschäftigte',
        scope:
          'Durchführung von rund 180 Schulungstagen zu Büroanwendungen, Werkzeugen für die Zusammenarbeit und Informationssicherheit für etwa 1.500 Beschäftigte in Präsenz und online. Die Schulungsunterlagen sind in deutscher Sprache bereitzustellen; jede teilnehmende Person erhält eine Teilnahmebescheinigung.',
      },
      sk: {
        title: 'Školenia IT zručností pre zamestnancov',
        scope:
          'Zabezpečenie približne 180 školiacich dní zameraných na kancelársky softvér, nástroje na spoluprácu a bezpečnostné povedomie pre približne 1 500 zamestnancov prezenčnou aj dištančnou formou. Školiace materiály musia byť v slovenskom jazyku a každý účastník dostane osvedčenie o absolvovaní.',
      },
      cs: {
        title: 'Školení IT dovedností pro zaměstnance',
        scope:
          'Zajištění přibližně 180 školicích dnů zaměřených na kancelářský software, nástroje pro spolupráci a bezpečnostní povědomí pro zhruba 1 500 zaměstnanců prezenční i distanční formou. Školicí materiály musí být v českém jazyce a každý účastník obdrží osvědčení o absolvování.',
      },
      ro: {
        title: 'Servicii de formare profesională în domeniul IT',
        scope:
          'Organizarea a aproximativ 180 de zile de instruire privind aplicațiile de birou, instrumentele de colaborare și securitatea informației pentru circa 1.500 de angajați, cu prezență fizică și la distanță. Materialele de curs se furnizează în limba română, iar fiecare participant primește un certificat de absolvire.',
      },
      fr: {
        title: 'Formation aux outils numériques pour les agents',
        scope:
          'Réalisation d’environ 180 journées de formation aux logiciels bureautiques, aux outils collaboratifs et à la sensibilisation à la sécurité de l’information pour environ 1 500 agents, en présentiel et à distance. Les supports sont fournis en français et chaque participant reçoit une attestation de formation.',
      },
      it: {
        title: 'Formazione informatica per il personale',
        scope:
          'Erogazione di circa 180 giornate di formazione su applicativi di produttività individuale, strumenti collaborativi e sicurezza delle informazioni per circa 1.500 dipendenti, in aula e a distanza. I materiali didattici devono essere in lingua italiana e ogni partecipante riceve un attestato di frequenza.',
      },
      es: {
        title: 'Formación en competencias digitales para el personal',
        scope:
          'Impartición de unas 180 jornadas de formación en ofimática, herramientas colaborativas y concienciación en seguridad de la información para aproximadamente 1.500 empleados, en modalidad presencial y en línea. Los materiales se facilitarán en castellano y cada participante recibirá un certificado de asistencia.',
      },
      pl: {
        title: 'Szkolenia informatyczne dla pracowników',
        scope:
          'Przeprowadzenie ok. 180 dni szkoleniowych z obsługi pakietów biurowych, narzędzi do pracy zespołowej i świadomości bezpieczeństwa informacji dla ok. 1500 pracowników, w formie stacjonarnej i zdalnej. Materiały szkoleniowe muszą być w języku polskim, a każdy uczestnik otrzymuje zaświadczenie o ukończeniu szkolenia.',
      },
      nl: {
        title: 'ICT-trainingen voor medewerkers',
        scope:
          'Verzorgen van circa 180 trainingsdagen over kantoorsoftware, samenwerkingstoepassingen en bewustwording van informatiebeveiliging voor ongeveer 1.500 medewerkers, klassikaal en op afstand. Het lesmateriaal is in het Nederlands en elke deelnemer ontvangt een bewijs van deelname.',
      },
      pt: {
        title: 'Formação em competências digitais para trabalhadores',
        scope:
          'Realização de cerca de 180 dias de formação em aplicações de escritório, ferramentas colaborativas e sensibilização para a segurança da informação para cerca de 1500 trabalhadores, em regime presencial e a distância. Os materiais devem ser fornecidos em língua portuguesa e cada participante recebe um certificado de frequência.',
      },
      sv: {
        title: 'IT-utbildning för medarbetare',
        scope:
          'Genomförande av cirka 180 utbildningsdagar i kontorsprogram, samarbetsverktyg och informationssäkerhet för omkring 1 500 medarbetare, i klassrum och på distans. Utbildningsmaterialet ska vara på svenska och varje deltagare får ett intyg.',
      },
    },
  },
  // 73 – Research and development
  {
    cpv: '73110000',
    nature: 'services',
    weight: 2,
    valueRange: [50_000, 500_000],
    text: {
      en: {
        title: 'Research study on climate adaptation',
        scope:
          'Scientific study assessing heat stress, heavy rainfall and flood risk in urban areas, including climate modelling up to 2050, vulnerability mapping and a catalogue of at least 30 adaptation measures with cost estimates. Results are to be delivered as a report, GIS data sets and a summary for the public.',
      },
      de: {
        title: 'Forschungsstudie zur Klimaanpassung',
        scope:
          'Wissenschaftliche Studie zur Bewertung von Hitzebelastung, Starkregen- und Hochwasserrisiken im Siedlungsraum einschließlich Klimamodellierung bis 2050, Verwundbarkeitskartierung und eines Katalogs von mindestens 30 Anpassungsmaßnahmen mit Kostenschätzungen. Die Ergebnisse sind als Bericht, GIS-Datensätze und allgemein verständliche Zusammenfassung zu liefern.',
      },
      sk: {
        title: 'Výskumná štúdia o adaptácii na zmenu klímy',
        scope:
          'Vedecká štúdia hodnotiaca tepelný stres, prívalové dažde a povodňové riziká v zastavanom území vrátane klimatického modelovania do roku 2050, mapovania zraniteľnosti a katalógu najmenej 30 adaptačných opatrení s odhadom nákladov. Výsledky sa odovzdajú vo forme správy, vrstiev GIS a zhrnutia pre verejnosť.',
      },
      cs: {
        title: 'Výzkumná studie adaptace na změnu klimatu',
        scope:
          'Vědecká studie hodnotící tepelný stres, přívalové srážky a povodňová rizika v zastavěném území včetně klimatického modelování do roku 2050, mapování zranitelnosti a katalogu nejméně 30 adaptačních opatření s odhadem nákladů. Výsledky budou předány ve formě zprávy, datových vrstev GIS a shrnutí pro veřejnost.',
      },
      ro: {
        title: 'Studiu de cercetare privind adaptarea la schimbările climatice',
        scope:
          'Studiu științific de evaluare a stresului termic, a ploilor torențiale și a riscului de inundații în zonele urbane, inclusiv modelare climatică până în 2050, cartografierea vulnerabilității și un catalog de cel puțin 30 de măsuri de adaptare cu estimarea costurilor. Rezultatele se predau sub formă de raport, seturi de date GIS și rezumat pentru public.',
      },
      fr: {
        title: 'Étude de recherche sur l’adaptation au changement climatique',
        scope:
          'Étude scientifique évaluant le stress thermique, les pluies intenses et les risques d’inondation en milieu urbain, comprenant une modélisation climatique à l’horizon 2050, une cartographie des vulnérabilités et un catalogue d’au moins 30 mesures d’adaptation chiffrées. Les résultats sont remis sous forme de rapport, de données SIG et d’une synthèse grand public.',
      },
      it: {
        title: 'Studio di ricerca sull’adattamento ai cambiamenti climatici',
        scope:
          'Studio scientifico per la valutazione dello stress termico, delle piogge intense e del rischio di alluvione in ambito urbano, comprendente modellazione climatica al 2050, mappatura della vulnerabilità e un catalogo di almeno 30 misure di adattamento con stima dei costi. I risultati devono essere consegnati sotto forma di relazione, banche dati GIS e sintesi divulgativa.',
      },
      es: {
        title: 'Estudio de investigación sobre adaptación al cambio climático',
        scope:
          'Estudio científico de evaluación del estrés térmico, las lluvias torrenciales y el riesgo de inundación en zonas urbanas, que incluye modelización climática hasta 2050, cartografía de vulnerabilidad y un catálogo de al menos 30 medidas de adaptación con estimación de costes. Los resultados se entregarán como informe, capas SIG y resumen divulgativo.',
      },
      pl: {
        title: 'Badanie naukowe dotyczące adaptacji do zmian klimatu',
        scope:
          'Opracowanie naukowe oceniające stres cieplny, deszcze nawalne i ryzyko powodziowe na terenach zurbanizowanych, obejmujące modelowanie klimatu do 2050 r., mapowanie podatności oraz katalog co najmniej 30 działań adaptacyjnych z szacunkiem kosztów. Wyniki zostaną przekazane w postaci raportu, warstw GIS i streszczenia dla mieszkańców.',
      },
      nl: {
        title: 'Onderzoek naar klimaatadaptatie',
        scope:
          'Wetenschappelijk onderzoek naar hittestress, extreme neerslag en overstromingsrisico’s in stedelijk gebied, inclusief klimaatmodellering tot 2050, kwetsbaarheidskaarten en een catalogus van ten minste 30 adaptatiemaatregelen met kostenramingen. De resultaten worden opgeleverd als rapport, GIS-bestanden en een publiekssamenvatting.',
      },
      pt: {
        title: 'Estudo de investigação sobre adaptação às alterações climáticas',
        scope:
          'Estudo científico de avaliação do stress térmico, da precipitação intensa e do risco de cheias em meio urbano, incluindo modelação climática até 2050, cartografia de vulnerabilidade e um catálogo de pelo menos 30 medidas de adaptação com estimativa de custos. Os resultados são entregues sob a forma de relatório, dados SIG e resumo para o público.',
      },
      sv: {
        title: 'Forskningsstudie om klimatanpassning',
        scope:
          'Vetenskaplig studie av värmebölja, skyfall och översvämningsrisker i tätbebyggda områden, inklusive klimatmodellering till 2050, sårbarhetskartering och en katalog med minst 30 anpassningsåtgärder med kostnadsuppskattningar. Resultaten ska levereras som rapport, GIS-skikt och en populärvetenskaplig sammanfattning.',
      },
    },
  },
  // 22 – Printed matter
  {
    cpv: '22112000',
    nature: 'supplies',
    weight: 2,
    valueRange: [30_000, 600_000],
    text: {
      en: {
        title: 'Supply of school textbooks',
        scope:
          'Supply of approximately 24,000 approved textbooks and workbooks for primary and lower secondary schools, sorted by school and class and delivered before the start of the school year. Orders are placed title by title from the schools’ approved book lists.',
      },
      de: {
        title: 'Lieferung von Schulbüchern',
        scope:
          'Lieferung von rund 24.000 zugelassenen Schulbüchern und Arbeitsheften für Grund- und weiterführende Schulen, nach Schule und Klasse sortiert und vor Beginn des Schuljahres zugestellt. Bestellt wird titelweise aus dem Verzeichnis der zugelassenen Lernmittel.',
      },
      sk: {
        title: 'Dodávka učebníc pre školy',
        scope:
          'Dodávka približne 24 000 schválených učebníc a pracovných zošitov pre základné školy, roztriedených podľa škôl a tried a doručených pred začiatkom školského roka. Objednávky sa zadávajú po tituloch zo zoznamu učebníc so schvaľovacou doložkou.',
      },
      cs: {
        title: 'Dodávka učebnic pro školy',
        scope:
          'Dodávka přibližně 24 000 schválených učebnic a pracovních sešitů pro základní školy, roztříděných podle škol a tříd a doručených před začátkem školního roku. Objednávky se zadávají po titulech ze seznamu učebnic se schvalovací doložkou.',
      },
      ro: {
        title: 'Furnizarea de manuale școlare',
        scope:
          'Furnizarea a aproximativ 24.000 de manuale și caiete de lucru aprobate pentru învățământul primar și gimnazial, sortate pe școli și clase și livrate înainte de începerea anului școlar. Comenzile se fac pe titluri, din catalogul manualelor școlare aprobate.',
      },
      fr: {
        title: 'Fourniture de manuels scolaires',
        scope:
          'Fourniture d’environ 24 000 manuels et cahiers d’exercices pour les écoles élémentaires et les collèges, triés par établissement et par classe et livrés avant la rentrée scolaire. Les commandes sont passées titre par titre sur la base des listes établies par les équipes pédagogiques.',
      },
      it: {
        title: 'Fornitura di libri di testo',
        scope:
          'Fornitura di circa 24.000 libri di testo ed eserciziari per le scuole primarie e secondarie di primo grado, suddivisi per scuola e per classe e consegnati prima dell’inizio dell’anno scolastico. Gli ordini sono effettuati per titolo sulla base degli elenchi adottati dalle scuole.',
      },
      es: {
        title: 'Suministro de libros de texto',
        scope:
          'Suministro de unos 24.000 libros de texto y cuadernos de actividades para centros de educación primaria y secundaria obligatoria, clasificados por centro y curso y entregados antes del inicio del curso escolar. Los pedidos se realizan por título conforme a los listados aprobados por los centros.',
      },
      pl: {
        title: 'Dostawa podręczników szkolnych',
        scope:
          'Dostawa ok. 24 000 podręczników i materiałów ćwiczeniowych dla szkół podstawowych, posortowanych według szkół i klas i dostarczonych przed rozpoczęciem roku szkolnego. Zamówienia składane są według tytułów z wykazu podręczników dopuszczonych do użytku szkolnego.',
      },
      nl: {
        title: 'Levering van schoolboeken',
        scope:
          'Levering van circa 24.000 lesboeken en werkboeken voor het basis- en voortgezet onderwijs, gesorteerd per school en per klas en geleverd vóór de start van het schooljaar. Bestellingen worden per titel geplaatst op basis van de door de scholen vastgestelde boekenlijsten.',
      },
      pt: {
        title: 'Fornecimento de manuais escolares',
        scope:
          'Fornecimento de cerca de 24 000 manuais escolares e cadernos de atividades certificados para o ensino básico, separados por escola e turma e entregues antes do início do ano letivo. As encomendas são feitas por título, com base nas listas adotadas pelos agrupamentos de escolas.',
      },
      sv: {
        title: 'Leverans av läromedel',
        scope:
          'Leverans av cirka 24 000 läroböcker och arbetsböcker till grundskolor, sorterade per skola och klass och levererade före läsårsstart. Beställningar görs per titel utifrån skolornas läromedelslistor.',
      },
    },
  },
  // 18 – Clothing and workwear
  {
    cpv: '18110000',
    nature: 'supplies',
    weight: 3,
    valueRange: [40_000, 500_000],
    text: {
      en: {
        title: 'Supply of workwear and personal protective equipment',
        scope:
          'Supply of high-visibility clothing to EN ISO 20471, foul-weather clothing to EN 343 and safety footwear to EN ISO 20345 for approximately 650 operational staff, including name embroidery and a size-fitting service. Textiles must be certified to OEKO-TEX Standard 100 or equivalent.',
      },
      de: {
        title: 'Lieferung von Arbeits- und Schutzkleidung',
        scope:
          'Lieferung von Warnschutzkleidung nach EN ISO 20471, Wetterschutzkleidung nach EN 343 und Sicherheitsschuhen nach EN ISO 20345 für rund 650 Beschäftigte des Bauhofs und der Stadtreinigung einschließlich Namensbestickung und Anprobeservice. Die Textilien müssen nach OEKO-TEX Standard 100 oder gleichwertig zertifiziert sein.',
      },
      sk: {
        title: 'Dodávka pracovných odevov a osobných ochranných pracovných prostriedkov',
        scope:
          'Dodávka výstražných pracovných odevov podľa EN ISO 20471, odevov na ochranu pred nepriaznivým počasím podľa EN 343 a bezpečnostnej obuvi podľa EN ISO 20345 pre približne 650 zamestnancov technických služieb vrátane vyšívania mien a skúšky veľkostí. Textílie musia mať certifikát OEKO-TEX Standard 100 alebo rovnocenný.',
      },
      cs: {
        title: 'Dodávka pracovních oděvů a osobních ochranných pracovních prostředků',
        scope:
          'Dodávka výstražných pracovních oděvů dle EN ISO 20471, oděvů pro ochranu proti nepříznivému počasí dle EN 343 a bezpečnostní obuvi dle EN ISO 20345 pro přibližně 650 zaměstnanců technických služeb včetně vyšívání jmen a zkoušky velikostí. Textilie musí mít certifikát OEKO-TEX Standard 100 nebo rovnocenný.',
      },
      ro: {
        title: 'Furnizarea de îmbrăcăminte de lucru și echipamente individuale de protecție',
        scope:
          'Furnizarea de îmbrăcăminte de semnalizare conformă cu EN ISO 20471, îmbrăcăminte de protecție împotriva intemperiilor conformă cu EN 343 și încălțăminte de securitate conformă cu EN ISO 20345 pentru aproximativ 650 de angajați ai serviciilor publice locale, inclusiv brodarea numelui și proba mărimilor. Materialele textile trebuie să fie certificate OEKO-TEX Standard 100 sau echivalent.',
      },
      fr: {
        title: 'Fourniture de vêtements de travail et d’équipements de protection individuelle',
        scope:
          'Fourniture de vêtements à haute visibilité conformes à la norme EN ISO 20471, de vêtements de protection contre les intempéries conformes à la norme EN 343 et de chaussures de sécurité conformes à la norme EN ISO 20345 pour environ 650 agents des services techniques, y compris la broderie nominative et un service d’essayage. Les textiles doivent être certifiés OEKO-TEX Standard 100 ou équivalent.',
      },
      it: {
        title: 'Fornitura di indumenti da lavoro e dispositivi di protezione individuale',
        scope:
          'Fornitura di indumenti ad alta visibilità conformi alla norma EN ISO 20471, indumenti di protezione contro le intemperie conformi alla norma EN 343 e calzature di sicurezza conformi alla norma EN ISO 20345 per circa 650 dipendenti dei servizi tecnici, compresi il ricamo del nominativo e la rilevazione delle taglie. I tessuti devono essere certificati OEKO-TEX Standard 100 o equivalente.',
      },
      es: {
        title: 'Suministro de vestuario laboral y equipos de protección individual',
        scope:
          'Suministro de ropa de alta visibilidad conforme a la norma EN ISO 20471, prendas de protección contra la intemperie conforme a la norma EN 343 y calzado de seguridad conforme a la norma EN ISO 20345 para unos 650 trabajadores de los servicios municipales, incluido el bordado del nombre y la toma de tallas. Los tejidos deberán contar con la certificación OEKO-TEX Standard 100 o equivalente.',
      },
      pl: {
        title: 'Dostawa odzieży roboczej i środków ochrony indywidualnej',
        scope:
          'Dostawa odzieży ostrzegawczej zgodnej z normą EN ISO 20471, odzieży chroniącej przed niekorzystnymi warunkami atmosferycznymi zgodnej z normą EN 343 oraz obuwia bezpiecznego zgodnego z normą EN ISO 20345 dla ok. 650 pracowników służb komunalnych, wraz z haftem imiennym i doborem rozmiarów. Wyroby tekstylne muszą posiadać certyfikat OEKO-TEX Standard 100 lub równoważny.',
      },
      nl: {
        title: 'Levering van werkkleding en persoonlijke beschermingsmiddelen',
        scope:
          'Levering van signalisatiekleding volgens EN ISO 20471, weerbeschermende kleding volgens EN 343 en veiligheidsschoenen volgens EN ISO 20345 voor circa 650 medewerkers van de buitendienst, inclusief naamborduring en een passervice. Het textiel moet gecertificeerd zijn volgens OEKO-TEX Standard 100 of gelijkwaardig.',
      },
      pt: {
        title: 'Fornecimento de vestuário de trabalho e equipamentos de proteção individual',
        scope:
          'Fornecimento de vestuário de alta visibilidade conforme a norma EN ISO 20471, vestuário de proteção contra intempéries conforme a norma EN 343 e calçado de segurança conforme a norma EN ISO 20345 para cerca de 650 trabalhadores dos serviços operacionais, incluindo bordado do nome e serviço de provas de tamanhos. Os têxteis devem ter certificação OEKO-TEX Standard 100 ou equivalente.',
      },
      sv: {
        title: 'Leverans av arbetskläder och personlig skyddsutrustning',
        scope:
          'Leverans av varselkläder enligt EN ISO 20471, regnskyddskläder enligt EN 343 och skyddsskor enligt EN ISO 20345 för cirka 650 medarbetare i den kommunala driftverksamheten, inklusive namnbrodyr och provningsservice. Textilierna ska vara certifierade enligt OEKO-TEX Standard 100 eller likvärdigt.',
      },
    },
  },
  // 31 – Lighting
  {
    cpv: '31527200',
    nature: 'supplies',
    weight: 4,
    valueRange: [300_000, 3_000_000],
    text: {
      en: {
        title: 'Supply of LED street lights',
        scope:
          'Supply of 3,400 LED street luminaires with a colour temperature of 3,000 K, an efficacy of at least 140 lm/W and remote dimming via a central management system, to replace the existing sodium lamps. A ten-year warranty and lighting calculations to EN 13201 are required.',
      },
      de: {
        title: 'Lieferung von LED-Straßenleuchten',
        scope:
          'Lieferung von 3.400 LED-Straßenleuchten mit einer Farbtemperatur von 3.000 K, einer Lichtausbeute von mindestens 140 lm/W und fernsteuerbarer Dimmung über ein Lichtmanagementsystem als Ersatz für die vorhandenen Natriumdampfleuchten. Gefordert sind zehn Jahre Garantie und lichttechnische Berechnungen nach EN 13201.',
      },
      sk: {
        title: 'Dodávka LED svietidiel verejného osvetlenia',
        scope:
          'Dodávka 3 400 LED svietidiel verejného osvetlenia s teplotou chromatickosti 3 000 K, merným výkonom najmenej 140 lm/W a diaľkovou reguláciou cez riadiaci systém ako náhrada existujúcich sodíkových výbojok. Požaduje sa záruka desať rokov a svetelnotechnické výpočty podľa EN 13201.',
      },
      cs: {
        title: 'Dodávka LED svítidel veřejného osvětlení',
        scope:
          'Dodávka 3 400 LED svítidel veřejného osvětlení s teplotou chromatičnosti 3 000 K, měrným výkonem nejméně 140 lm/W a dálkovou regulací přes řídicí systém jako náhrada stávajících sodíkových výbojek. Požaduje se záruka deset let a světelně technické výpočty dle EN 13201.',
      },
      ro: {
        title: 'Furnizarea de corpuri de iluminat stradal cu LED',
        scope:
          'Furnizarea a 3.400 de corpuri de iluminat stradal cu LED, cu temperatura de culoare de 3.000 K, eficacitate luminoasă de cel puțin 140 lm/W și reglare a fluxului de la distanță printr-un sistem de telegestiune, pentru înlocuirea lămpilor existente cu vapori de sodiu. Se solicită garanție de zece ani și calcule fotometrice conform EN 13201.',
      },
      fr: {
        title: 'Fourniture de luminaires LED d’éclairage public',
        scope:
          'Fourniture de 3 400 luminaires LED d’éclairage public d’une température de couleur de 3 000 K et d’une efficacité lumineuse d’au moins 140 lm/W, avec gradation à distance par système de télégestion, en remplacement des lanternes au sodium existantes. Une garantie de dix ans et des études photométriques selon la norme EN 13201 sont exigées.',
      },
      it: {
        title: 'Fornitura di apparecchi di illuminazione pubblica a LED',
        scope:
          'Fornitura di 3.400 apparecchi di illuminazione stradale a LED con temperatura di colore di 3.000 K, efficienza luminosa di almeno 140 lm/W e regolazione del flusso a distanza tramite sistema di telegestione, in sostituzione delle lampade al sodio esistenti. Sono richiesti una garanzia di dieci anni e calcoli illuminotecnici secondo la norma EN 13201.',
      },
      es: {
        title: 'Suministro de luminarias LED para alumbrado público',
        scope:
          'Suministro de 3.400 luminarias LED para alumbrado viario con temperatura de color de 3.000 K, eficacia luminosa mínima de 140 lm/W y regulación a distancia mediante sistema de telegestión, en sustitución de las luminarias de vapor de sodio existentes. Se exige una garantía de diez años y estudios luminotécnicos conforme a la norma EN 13201.',
      },
      pl: {
        title: 'Dostawa opraw oświetlenia ulicznego LED',
        scope:
          'Dostawa 3400 opraw oświetlenia ulicznego LED o temperaturze barwowej 3000 K, skuteczności świetlnej co najmniej 140 lm/W i zdalnej regulacji strumienia świetlnego za pomocą systemu sterowania, w miejsce istniejących opraw sodowych. Wymagana jest dziesięcioletnia gwarancja oraz obliczenia fotometryczne zgodne z normą EN 13201.',
      },
      nl: {
        title: 'Levering van ledarmaturen voor openbare verlichting',
        scope:
          'Levering van 3.400 ledarmaturen voor straatverlichting met een kleurtemperatuur van 3.000 K, een lichtrendement van ten minste 140 lm/W en dimbaarheid op afstand via een beheersysteem, ter vervanging van de bestaande natriumlampen. Tien jaar garantie en lichttechnische berekeningen volgens EN 13201 zijn vereist.',
      },
      pt: {
        title: 'Fornecimento de luminárias LED para iluminação pública',
        scope:
          'Fornecimento de 3400 luminárias LED para iluminação viária com temperatura de cor de 3000 K, eficiência luminosa mínima de 140 lm/W e regulação remota através de sistema de telegestão, em substituição das luminárias de vapor de sódio existentes. Exige-se garantia de dez anos e estudos luminotécnicos segundo a norma EN 13201.',
      },
      sv: {
        title: 'Leverans av LED-armaturer för gatubelysning',
        scope:
          'Leverans av 3 400 LED-armaturer för gatubelysning med en färgtemperatur på 3 000 K, ett ljusutbyte på minst 140 lm/W och fjärrstyrd dimring via styrsystem, som ersättning för befintliga natriumarmaturer. Tio års garanti och ljusberäkningar enligt EN 13201 krävs.',
      },
    },
  },
  // 42 – Industrial machinery
  {
    cpv: '42122000',
    nature: 'supplies',
    weight: 2,
    valueRange: [150_000, 1_200_000],
    text: {
      en: {
        title: 'Supply of pumps for wastewater pumping stations',
        scope:
          'Supply of 26 submersible wastewater pumps with IE3 motors and flow rates from 15 to 120 l/s, including frequency converters, level sensors and condition monitoring, for the renewal of existing pumping stations. Installation, commissioning and a five-year stock of spare parts are included.',
      },
      de: {
        title: 'Lieferung von Pumpen für Abwasserpumpwerke',
        scope:
          'Lieferung von 26 Abwasser-Tauchmotorpumpen mit IE3-Motoren und Förderleistungen von 15 bis 120 l/s einschließlich Frequenzumrichtern, Füllstandssonden und Zustandsüberwachung für die Erneuerung bestehender Pumpwerke. Montage, Inbetriebnahme und ein Ersatzteilvorrat für fünf Jahre sind eingeschlossen.',
      },
      sk: {
        title: 'Dodávka čerpadiel pre čerpacie stanice odpadových vôd',
        scope:
          'Dodávka 26 ponorných kalových čerpadiel s motormi triedy IE3 a prietokom od 15 do 120 l/s vrátane frekvenčných meničov, hladinových snímačov a monitorovania stavu na obnovu existujúcich čerpacích staníc. Súčasťou je montáž, uvedenie do prevádzky a zásoba náhradných dielov na päť rokov.',
      },
      cs: {
        title: 'Dodávka čerpadel pro čerpací stanice odpadních vod',
        scope:
          'Dodávka 26 ponorných kalových čerpadel s motory třídy IE3 a průtokem od 15 do 120 l/s včetně frekvenčních měničů, hladinových snímačů a monitorování stavu pro obnovu stávajících čerpacích stanic. Součástí je montáž, uvedení do provozu a zásoba náhradních dílů na pět let.',
      },
      ro: {
        title: 'Furnizarea de pompe pentru stații de pompare a apelor uzate',
        scope:
          'Furnizarea a 26 de pompe submersibile pentru ape uzate cu motoare IE3 și debite între 15 și 120 l/s, inclusiv convertizoare de frecvență, senzori de nivel și monitorizarea stării, pentru reabilitarea stațiilor de pompare existente. Montajul, punerea în funcțiune și un stoc de piese de schimb pentru cinci ani sunt incluse.',
      },
      fr: {
        title: 'Fourniture de pompes pour postes de relèvement des eaux usées',
        scope:
          'Fourniture de 26 pompes submersibles pour eaux usées équipées de moteurs IE3, d’un débit de 15 à 120 l/s, avec variateurs de fréquence, sondes de niveau et surveillance de l’état de fonctionnement, pour le renouvellement de postes de relèvement existants. Le montage, la mise en service et un stock de pièces de rechange pour cinq ans sont inclus.',
      },
      it: {
        title: 'Fornitura di pompe per impianti di sollevamento delle acque reflue',
        scope:
          'Fornitura di 26 elettropompe sommergibili per acque reflue con motori IE3 e portate da 15 a 120 l/s, complete di convertitori di frequenza, sonde di livello e sistema di monitoraggio delle condizioni, per il rinnovo degli impianti di sollevamento esistenti. Sono compresi il montaggio, la messa in servizio e una scorta di ricambi per cinque anni.',
      },
      es: {
        title: 'Suministro de bombas para estaciones de bombeo de aguas residuales',
        scope:
          'Suministro de 26 bombas sumergibles para aguas residuales con motores IE3 y caudales de 15 a 120 l/s, con variadores de frecuencia, sondas de nivel y monitorización del estado, para la renovación de estaciones de bombeo existentes. Se incluyen el montaje, la puesta en marcha y una dotación de repuestos para cinco años.',
      },
      pl: {
        title: 'Dostawa pomp do przepompowni ścieków',
        scope:
          'Dostawa 26 pomp zatapialnych do ścieków z silnikami klasy IE3 i wydajnością od 15 do 120 l/s, wraz z przemiennikami częstotliwości, sondami poziomu i monitoringiem stanu, na potrzeby modernizacji istniejących przepompowni. Zamówienie obejmuje montaż, uruchomienie i zapas części zamiennych na pięć lat.',
      },
      nl: {
        title: 'Levering van pompen voor rioolgemalen',
        scope:
          'Levering van 26 dompelpompen voor afvalwater met IE3-motoren en capaciteiten van 15 tot 120 l/s, inclusief frequentieregelaars, niveausensoren en conditiebewaking, voor de vernieuwing van bestaande rioolgemalen. Montage, inbedrijfstelling en een voorraad reserveonderdelen voor vijf jaar zijn inbegrepen.',
      },
      pt: {
        title: 'Fornecimento de bombas para estações elevatórias de águas residuais',
        scope:
          'Fornecimento de 26 bombas submersíveis para águas residuais com motores IE3 e caudais de 15 a 120 l/s, incluindo variadores de frequência, sondas de nível e monitorização do estado, para a renovação de estações elevatórias existentes. Inclui montagem, arranque e peças sobresselentes para cinco anos.',
      },
      sv: {
        title: 'Leverans av pumpar till avloppspumpstationer',
        scope:
          'Leverans av 26 dränkbara avloppspumpar med IE3-motorer och flöden från 15 till 120 l/s, inklusive frekvensomriktare, nivågivare och tillståndsövervakning, för förnyelse av befintliga pumpstationer. Montering, driftsättning och ett reservdelslager för fem år ingår.',
      },
    },
  },
];

export const sampleFrames: Readonly<Record<SampleLanguage, LanguageFrames>> = {
  en: {
    buyers: [
      '{place} City Council',
      '{place} County Council',
      '{place} University Hospital',
      'University of {place}',
      '{place} Water Services Ltd',
      '{place} Education and Training Board',
      'Office of Public Works – {place} District',
      '{place} Regional Health Authority',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} in {place}'],
    descriptions: [
      '{buyer} invites tenders for the contract “{subject}”. {scope} Place of performance: {place}. The contract will run for {months} months.',
      'Subject of the contract: {subject}. {scope} Contracting authority: {buyer}. Main place of performance: {place}; estimated duration: {months} months.',
      'The contract “{subject}” is being awarded by {buyer}. {scope} Performance will take place in {place} over a period of {months} months from the signature of the contract.',
    ],
    lot: 'Lot {n}: {part}',
    lotParts: ['North', 'South', 'East', 'West'],
  },
  de: {
    buyers: [
      'Stadt {place}',
      'Gemeinde {place}',
      'Landkreis {place}',
      'Universitätsklinikum {place}',
      'Universität {place}',
      'Stadtwerke {place} GmbH',
      'Schulverwaltungsamt {place}',
      'Staatliches Bauamt {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} in {place}'],
    descriptions: [
      '{buyer} vergibt den Auftrag „{subject}“. {scope} Leistungsort: {place}. Die Vertragslaufzeit beträgt {months} Monate.',
      'Gegenstand der Ausschreibung: {subject}. {scope} Öffentlicher Auftraggeber: {buyer}. Erfüllungsort ist {place}; die Ausführungsfrist beträgt {months} Monate ab Zuschlag.',
      '{buyer} schreibt folgende Leistung öffentlich aus: {subject}. {scope} Ort der Leistungserbringung: {place}; vorgesehene Laufzeit: {months} Monate.',
    ],
    lot: 'Los {n}: {part}',
    lotParts: ['Nord', 'Süd', 'Ost', 'West'],
  },
  sk: {
    buyers: [
      'Mesto {place}',
      'Obec {place}',
      'Fakultná nemocnica {place}',
      'Okresný úrad {place}',
      'Technické služby {place}, s.r.o.',
      'Vodárenská spoločnosť {place}, a.s.',
      'Základná škola {place}',
      'Regionálne cesty {place}, a.s.',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} v lokalite {place}'],
    descriptions: [
      '{buyer} vyhlasuje verejné obstarávanie na zákazku „{subject}“. {scope} Miesto plnenia: {place}. Trvanie zmluvy v mesiacoch: {months}.',
      'Predmet zákazky: {subject}. {scope} Verejný obstarávateľ: {buyer}. Hlavné miesto plnenia: {place}; predpokladaná doba plnenia v mesiacoch: {months}.',
      'Zákazku s názvom „{subject}“ zadáva {buyer}. {scope} Zákazka sa bude realizovať v lokalite {place}, lehota plnenia je {months} mes. od nadobudnutia účinnosti zmluvy.',
    ],
    lot: 'Časť {n}: {part}',
    lotParts: ['Severný obvod', 'Južný obvod', 'Východný obvod', 'Západný obvod'],
  },
  cs: {
    buyers: [
      'Město {place}',
      'Obec {place}',
      'Fakultní nemocnice {place}',
      'Univerzita {place}',
      'Vodovody a kanalizace {place}, a.s.',
      'Technické služby {place}, s.r.o.',
      'Základní škola a mateřská škola {place}',
      'Okresní správa sociálního zabezpečení {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} v lokalitě {place}'],
    descriptions: [
      '{buyer} zahajuje zadávací řízení na veřejnou zakázku „{subject}“. {scope} Místo plnění: {place}. Doba trvání smlouvy v měsících: {months}.',
      'Předmět veřejné zakázky: {subject}. {scope} Zadavatel: {buyer}. Hlavní místo plnění: {place}; předpokládaná doba plnění v měsících: {months}.',
      'Veřejnou zakázku „{subject}“ zadává {buyer}. {scope} Plnění bude probíhat v lokalitě {place} po dobu {months} měs. od nabytí účinnosti smlouvy.',
    ],
    lot: 'Část {n}: {part}',
    lotParts: ['Severní obvod', 'Jižní obvod', 'Východní obvod', 'Západní obvod'],
  },
  ro: {
    buyers: [
      'Municipiul {place}',
      'Comuna {place}',
      'Consiliul Județean {place}',
      'Spitalul Clinic Județean de Urgență {place}',
      'Universitatea din {place}',
      'Compania de Apă {place} S.A.',
      'Inspectoratul Școlar Județean {place}',
      'Direcția Regională de Drumuri și Poduri {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} în {place}'],
    descriptions: [
      '{buyer} organizează procedura de atribuire a contractului „{subject}”. {scope} Locul de executare: {place}. Durata contractului, exprimată în luni: {months}.',
      'Obiectul contractului: {subject}. {scope} Autoritatea contractantă: {buyer}. Locul principal de executare: {place}; durata estimată, în luni: {months}.',
      'Anunțul privește atribuirea contractului „{subject}” de către {buyer}. {scope} Contractul se execută în {place}, iar durata sa, în luni, este de {months}.',
    ],
    lot: 'Lotul {n}: {part}',
    lotParts: ['Zona Nord', 'Zona Sud', 'Zona Est', 'Zona Vest'],
  },
  fr: {
    buyers: [
      'Ville de {place}',
      'Communauté d’agglomération de {place}',
      'Centre hospitalier de {place}',
      'Université de {place}',
      'Régie des eaux de {place}',
      'Rectorat de l’académie de {place}',
      'Préfecture de {place}',
      'Syndicat intercommunal de collecte des déchets de {place}',
    ],
    titles: ['{subject} – {place}', '{place} : {subject}', '{subject}, {place}', '{subject} ({place})'],
    descriptions: [
      'Le présent marché porte sur : {subject}. {scope} Acheteur : {buyer}. Lieu d’exécution : {place} ; durée du marché : {months} mois.',
      'Objet du marché : « {subject} ». {scope} Pouvoir adjudicateur : {buyer}. Lieu principal d’exécution : {place}. Durée prévisionnelle : {months} mois à compter de la notification.',
      'Consultation relative au marché « {subject} ». {scope} Organisme acheteur : {buyer}. Le marché est conclu pour {months} mois ; lieu principal d’exécution : {place}.',
    ],
    lot: 'Lot {n} : {part}',
    lotParts: ['Secteur Nord', 'Secteur Sud', 'Secteur Est', 'Secteur Ouest'],
  },
  it: {
    buyers: [
      'Comune di {place}',
      'Provincia di {place}',
      'Azienda Ospedaliero-Universitaria di {place}',
      'Università degli Studi di {place}',
      'Azienda Sanitaria Locale di {place}',
      'Azienda Servizi Municipalizzati di {place} S.p.A.',
      'Ufficio Scolastico Territoriale di {place}',
      'Provveditorato Interregionale per le Opere Pubbliche – Sede di {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} nel territorio di {place}'],
    descriptions: [
      'Stazione appaltante: {buyer}. Oggetto dell’appalto: “{subject}”. {scope} Luogo di esecuzione: {place}; durata del contratto: {months} mesi.',
      'Affidamento di “{subject}”. {scope} Amministrazione aggiudicatrice: {buyer}. Le prestazioni saranno eseguite nel territorio di {place} per una durata di {months} mesi dalla stipula del contratto.',
      'Oggetto: {subject}. {scope} Ente appaltante: {buyer}; luogo principale di esecuzione: {place}; durata stimata dell’appalto: {months} mesi.',
    ],
    lot: 'Lotto {n}: {part}',
    lotParts: ['Zona Nord', 'Zona Sud', 'Zona Est', 'Zona Ovest'],
  },
  es: {
    buyers: [
      'Ayuntamiento de {place}',
      'Diputación Provincial de {place}',
      'Hospital Universitario de {place}',
      'Universidad de {place}',
      'Empresa Municipal de Aguas de {place}, S.A.',
      'Dirección Provincial de Educación de {place}',
      'Subdelegación del Gobierno en {place}',
      'Consorcio Provincial de Bomberos de {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} en {place}'],
    descriptions: [
      'Órgano de contratación: {buyer}. Objeto del contrato: «{subject}». {scope} Lugar de ejecución: {place}; plazo de ejecución: {months} meses.',
      'Licitación para la contratación de «{subject}». {scope} Poder adjudicador: {buyer}. El contrato se ejecutará en {place} durante un plazo de {months} meses.',
      'Objeto: {subject}. {scope} Entidad contratante: {buyer}. Duración del contrato: {months} meses a contar desde su formalización; lugar principal de prestación: {place}.',
    ],
    lot: 'Lote {n}: {part}',
    lotParts: ['Zona Norte', 'Zona Sur', 'Zona Este', 'Zona Oeste'],
  },
  pl: {
    buyers: [
      'Gmina Miejska {place}',
      'Gmina {place}',
      'Centrum Medyczne {place} Sp. z o.o.',
      'Wodociągi {place} Sp. z o.o.',
      'Miejski Zarząd Oświaty – {place}',
      'Zarząd Dróg Powiatowych – {place}',
      'Generalna Dyrekcja Dróg Krajowych i Autostrad – Oddział {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', 'Zadanie pn. „{subject}” – {place}'],
    descriptions: [
      '{buyer} ogłasza postępowanie o udzielenie zamówienia publicznego pn. „{subject}”. {scope} Miejsce realizacji: {place}. Okres realizacji zamówienia w miesiącach: {months}.',
      'Przedmiotem zamówienia jest zadanie pn. „{subject}”. {scope} Zamawiający: {buyer}; miejsce realizacji: {place}; okres obowiązywania umowy: {months} mies.',
      'Nazwa zamówienia: {subject}. {scope} Zamawiający: {buyer}. Miejsce wykonania: {place}; termin realizacji: {months} mies. od dnia zawarcia umowy.',
    ],
    lot: 'Część nr {n}: {part}',
    lotParts: ['Rejon północny', 'Rejon południowy', 'Rejon wschodni', 'Rejon zachodni'],
  },
  nl: {
    buyers: [
      'Gemeente {place}',
      'Stad {place}',
      'Provincie {place}',
      'Universitair Medisch Centrum {place}',
      'Universiteit {place}',
      'Waterbedrijf {place} N.V.',
      'Stichting Openbaar Onderwijs {place}',
      'Omgevingsdienst Regio {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} te {place}'],
    descriptions: [
      '{buyer} besteedt de opdracht ‘{subject}’ Europees aan. {scope} Plaats van uitvoering: {place}. De looptijd van de overeenkomst bedraagt {months} maanden.',
      'Voorwerp van de opdracht: {subject}. {scope} Aanbestedende dienst: {buyer}. De opdracht wordt uitgevoerd in {place} en heeft een looptijd van {months} maanden.',
      '{buyer} zoekt een opdrachtnemer voor ‘{subject}’. {scope} De uitvoering vindt plaats in {place} gedurende {months} maanden na gunning.',
    ],
    lot: 'Perceel {n}: {part}',
    lotParts: ['Noord', 'Zuid', 'Oost', 'West'],
  },
  pt: {
    buyers: [
      'Município de {place}',
      'Junta de Freguesia de {place}',
      'Unidade Local de Saúde de {place}',
      'Universidade de {place}',
      'Serviços Municipalizados de Água e Saneamento de {place}',
      'Agrupamento de Escolas de {place}',
      'Comunidade Intermunicipal de {place}',
      'Direção de Finanças de {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} ({place})'],
    descriptions: [
      'Entidade adjudicante: {buyer}. Objeto do contrato: «{subject}». {scope} Local de execução: {place}; prazo de execução: {months} meses.',
      'Procedimento para a formação do contrato «{subject}». {scope} Entidade adjudicante: {buyer}. Local principal de execução: {place}; o contrato vigora pelo prazo de {months} meses.',
      'Objeto: {subject}. {scope} Procedimento promovido por: {buyer}. Prazo de vigência do contrato: {months} meses a contar da sua celebração; local de execução: {place}.',
    ],
    lot: 'Lote {n}: {part}',
    lotParts: ['Zona Norte', 'Zona Sul', 'Zona Este', 'Zona Oeste'],
  },
  sv: {
    buyers: [
      '{place} kommun',
      'Region {place}',
      'Universitetssjukhuset i {place}',
      '{place} universitet',
      '{place} Vatten AB',
      '{place} Energi AB',
      'Utbildningsförvaltningen, {place} kommun',
      'Länsstyrelsen i {place}',
    ],
    titles: ['{subject} – {place}', '{place}: {subject}', '{subject}, {place}', '{subject} i {place}'],
    descriptions: [
      '{buyer} genomför en upphandling av ”{subject}”. {scope} Plats för utförande: {place}. Avtalstiden är {months} månader.',
      'Upphandlingen avser: {subject}. {scope} Upphandlande myndighet: {buyer}. Huvudsaklig plats för utförande: {place}; beräknad avtalstid: {months} månader.',
      '{buyer} upphandlar ”{subject}”. {scope} Uppdraget utförs i {place} under {months} månader från avtalets tecknande.',
    ],
    lot: 'Delområde {n}: {part}',
    lotParts: ['Norr', 'Söder', 'Öster', 'Väster'],
  },
};
