/**
 * Ingredient classes for judging relevance, in English and Dutch, kept once here so every
 * judged query ("pasta zonder vlees", "meat free dinner", "zonder zuivel") uses the same lists.
 * Each entry is a regex source matched at the start of a word, so "kip" finds "kipfilet" and
 * "kippendijen" but "ham" does not find "champignons".
 */
/**
 * Dutch 'gehakt' is minced meat ('500 g rundergehakt'), but also 'chopped' after the food
 * ('1 ui, fijngehakt', 'pecannoten, geroosterd en gehakt'): only before any comma it is meat.
 */
export const GEHAKT = '(?<!,.*)(rund|runder|varkens|kalkoen|kip|kippen|lams|half-om-half ?)?gehakt';

/** A line that names a meat substitute ('vegetarian smoked sausage') is not meat. */
export const MEAT_SUBSTITUTE_RE = /vegetari|vegan|veggie|plant-based|plantaardig/i;

export const MEAT = [
  'beef',
  'pork',
  'chicken',
  'turkey',
  'lamb\\b',
  'bacon',
  'pancetta',
  'guanciale',
  'prosciutto',
  'sausages?\\b',
  'chorizo',
  'ham\\b',
  'mince\\b',
  'minced (beef|pork|meat)',
  'veal',
  'steak',
  'salami',
  'meatballs?',
  'rookworst',
  'vlees',
  'rundvlees',
  'varkens',
  'kip',
  'kalkoen',
  'lams',
  'spek',
  'ontbijtspek',
  'worst',
  'worstjes',
  GEHAKT,
  'kalfs',
  'biefstuk',
  'klapstuk',
  'riblap',
  'runder',
  'osso ?buco',
];

export const FISH = [
  'fish',
  'salmon',
  'tuna',
  'prawns?',
  'shrimps?',
  'mussels?',
  'clams?',
  'vongole',
  'scallops?',
  'cod\\b',
  'hake',
  'mackerel',
  'herring',
  'sea ?bass',
  'anchov',
  'pollock',
  'white fish',
  'vis',
  'zalm',
  'tonijn',
  'garnal',
  'gamba',
  'mossel',
  'venusschelp',
  'sint-jakobsschelp',
  'kabeljauw',
  'heek',
  'makreel',
  'haring',
  'zeebaars',
  'ansjovis',
  'koolvis',
  'witvis',
];

export const DAIRY = [
  'milk\\b',
  'whole milk',
  'butter\\b',
  'unsalted butter',
  'cream\\b',
  'double cream',
  'sour cream',
  'cr[eè]me fra[iî]che',
  'cheese',
  'parmesan',
  'parmigiano',
  'pecorino',
  'mozzarella',
  'ricotta',
  'mascarpone',
  'feta',
  'halloumi',
  'gouda',
  'cheddar',
  'yog(h)?urt',
  'skyr',
  'cottage cheese',
  'melk\\b',
  'volle melk',
  'boter\\b',
  'roomboter',
  'room\\b',
  'slagroom',
  'kookroom',
  'zure room',
  'kaas',
  'parmezaan',
  'yoghurt',
  'kwark',
  'hüttenkäse',
];

/** Milk-like words that are not dairy ("coconut milk", "oat milk", "peanut butter"). */
export const NOT_DAIRY = [
  'coconut (milk|cream)',
  'kokos(melk|room)',
  '(oat|soy|soya|almond|plant|plant-based|vegan) (milk|butter|yog(h)?urt|cream)',
  '(haver|soja|amandel|plantaardige) ?(melk|boter|yoghurt|room)',
  'peanut butter',
  'pindakaas',
  'almond butter',
  'amandelpasta',
  'cocoa butter',
  'vegan (cheese|kaas|butter|boter)',
  'cream of tartar',
  'wijnsteenzuur',
];

/** A line that is only stock, not the ingredient itself ("chicken stock", "kippenbouillon"). */
export const STOCK_RE = /stock|bouillon|broth|\bfond\b/i;

/** Words for pasta in a dish name, both languages. */
export const PASTA = [
  'pasta',
  'spaghetti',
  'penne',
  'linguine',
  'tagliatelle',
  'lasagne',
  'lasagna',
  'ravioli',
  'fusilli',
  'macaroni',
  'rigatoni',
  'orecchiette',
  'pappardelle',
  'orzo',
];

/** Compiles a word list into one regex that matches at the start of a word. */
export function wordsRegex(words: readonly string[]): RegExp {
  return new RegExp(`(^|[^\\p{L}])(${words.join('|')})`, 'iu');
}
