// The page texts the site wrote itself before they were the owner's (lib/i18n/words until the
// page's heading, intro and description moved to content/portfolio.yaml, process.yaml, about.yaml and
// contact.yaml), in the languages it had them in. `npm run migrate-content` gives an older site's
// files the texts its pages showed: the owner's own wording from its words file where it had one,
// these otherwise. Nothing else reads them.

/** Where each former word lives now: the file in content/ and the field in it. */
export const movedPageTexts = {
  portfolioHeading: ['portfolio', 'heading'],
  portfolioIntro: ['portfolio', 'intro'],
  portfolioDescription: ['portfolio', 'description'],
  processHeading: ['process', 'heading'],
  processIntro: ['process', 'intro'],
  processDescription: ['process', 'description'],
  aboutDescription: ['about', 'about', 'description'],
  contactDescription: ['contact', 'contact', 'description'],
} as const;

export type MovedWord = keyof typeof movedPageTexts;

export const formerPageTexts: Record<string, Record<MovedWord, string>> = {
  en: {
    portfolioHeading: 'Selected projects',
    portfolioIntro:
      'Digital products, engineered hardware and the manufacturing behind them. Filter by discipline, then open a case study for the full story.',
    portfolioDescription:
      'Case studies in UX and digital design, industrial design and engineering: from research and prototypes to manufactured products.',
    processHeading: 'From Concept to Creation',
    processIntro:
      'One process for apps and for objects. Each step ends with something you can see, hold or test, so decisions are made on evidence rather than guesses.',
    processDescription:
      'Five steps from concept to creation: strategy, design and UX, prototyping and engineering, manufacturing and logistics, and launch.',
    aboutDescription:
      'Film production, web and UX, industrial design and manufacturing: the background behind a freelance product designer and engineer.',
    contactDescription:
      'Start a project: send a message about the product you want to design, engineer or manufacture.',
  },
  de: {
    portfolioHeading: 'Ausgewählte Projekte',
    portfolioIntro:
      'Digitale Produkte, entwickelte Hardware und die Fertigung dahinter. Filtern Sie nach Disziplin und öffnen Sie eine Fallstudie für die ganze Geschichte.',
    portfolioDescription:
      'Fallstudien aus UX und Digitaldesign, Industriedesign und Engineering: von Recherche und Prototypen bis zum gefertigten Produkt.',
    processHeading: 'Von der Idee zum Produkt',
    processIntro:
      'Ein Prozess für Apps und für Objekte. Jeder Schritt endet mit etwas, das Sie sehen, anfassen oder testen können – so fallen Entscheidungen auf Grundlage von Fakten statt Vermutungen.',
    processDescription:
      'Fünf Schritte von der Idee zum Produkt: Strategie, Design und UX, Prototyping und Engineering, Fertigung und Logistik, Markteinführung.',
    aboutDescription:
      'Filmproduktion, Web und UX, Industriedesign und Fertigung: der Werdegang hinter freiberuflichem Produktdesign und Engineering.',
    contactDescription:
      'Starten Sie ein Projekt: Schreiben Sie mir, welches Produkt Sie gestalten, entwickeln oder fertigen lassen möchten.',
  },
  fr: {
    portfolioHeading: 'Projets choisis',
    portfolioIntro:
      'Produits numériques, matériel conçu sur mesure et la fabrication qui les rend possibles. Filtrez par discipline, puis ouvrez une étude de cas pour en découvrir toute l’histoire.',
    portfolioDescription:
      'Études de cas en UX et design numérique, design industriel et ingénierie : de la recherche et des prototypes jusqu’aux produits fabriqués.',
    processHeading: 'De l’idée à la création',
    processIntro:
      'Une même méthode pour les applications et pour les objets. Chaque étape se conclut par quelque chose que vous pouvez voir, tenir ou tester : les décisions reposent sur des faits, pas sur des suppositions.',
    processDescription:
      'Cinq étapes de l’idée au produit : stratégie, design et UX, prototypage et ingénierie, fabrication et logistique, lancement.',
    aboutDescription:
      'Production audiovisuelle, web et UX, design industriel et fabrication : le parcours derrière une activité indépendante de design produit et d’ingénierie.',
    contactDescription:
      'Lancez un projet : écrivez-moi au sujet du produit que vous souhaitez concevoir, développer ou fabriquer.',
  },
  es: {
    portfolioHeading: 'Proyectos seleccionados',
    portfolioIntro:
      'Productos digitales, hardware de ingeniería y la fabricación que hay detrás. Filtre por disciplina y abra un caso de estudio para conocer la historia completa.',
    portfolioDescription:
      'Casos de estudio de UX y diseño digital, diseño industrial e ingeniería: de la investigación y los prototipos a los productos fabricados.',
    processHeading: 'Del concepto a la creación',
    processIntro:
      'Un mismo proceso para apps y para objetos. Cada paso termina con algo que se puede ver, tocar o probar, para que las decisiones se basen en hechos y no en suposiciones.',
    processDescription:
      'Cinco pasos del concepto a la creación: estrategia, diseño y UX, prototipado e ingeniería, fabricación y logística, y lanzamiento.',
    aboutDescription:
      'Producción audiovisual, web y UX, diseño industrial y fabricación: la trayectoria detrás de un trabajo freelance de diseño de producto e ingeniería.',
    contactDescription:
      'Empiece un proyecto: envíe un mensaje sobre el producto que quiere diseñar, desarrollar o fabricar.',
  },
};
