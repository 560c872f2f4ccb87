/**
 * @jest-environment node
 */
import { convertIngredient } from '@/core/ingredients';
import { convertTemperatures } from '@/core/kitchen/temperatures';

describe('ingredients in US customary measures and back (issue 28)', () => {
  test.each([
    ['200 g flour', '7 oz flour'],
    ['450 g minced beef', '1 lb minced beef'],
    ['1 kg potatoes', '2¼ lb potatoes'],
    ['250–300 g spinach', '9–11 oz spinach'],
    ['100 ml milk', '½ cup milk'],
    ['500 ml vegetable stock', '2 cups vegetable stock'],
    ['1.5 l water', '6½ cups water'],
    ['30 ml lemon juice', '2 tbsp lemon juice'],
    ['10 ml soy sauce', '2 tsp soy sauce'],
    // Too small to be clearer in ounces, and what is not metric: as written.
    ['5 g instant yeast', '5 g instant yeast'],
    ['2 tbsp olive oil', '2 tbsp olive oil'],
    ['3 eggs', '3 eggs'],
    ['pinch of salt', 'pinch of salt'],
    ['salt and pepper', 'salt and pepper'],
    // A pack's size is the shop's, not the cook's.
    ['1 tin (400 g) chopped tomatoes', '1 tin (400 g) chopped tomatoes'],
  ])('%s → %s', (metric, us) => {
    expect(convertIngredient(metric, 'us', 'en')).toBe(us);
  });

  test.each([
    ['1 cup milk', '235 ml milk'],
    ['2 cups milk', '475 ml milk'],
    ['1½ cups stock', '350 ml stock'],
    ['8 oz cream cheese', '225 g cream cheese'],
    ['1 lb minced beef', '450 g minced beef'],
    ['3 lb pork shoulder', '1.36 kg pork shoulder'],
    ['1 pint double cream', '475 ml double cream'],
    // Spoons are the same in both.
    ['2 tsp salt', '2 tsp salt'],
    ['200 g flour', '200 g flour'],
  ])('%s → %s', (us, metric) => {
    expect(convertIngredient(us, 'metric', 'en')).toBe(metric);
  });

  test('there and back lands near where it started', () => {
    for (const [line, near] of [
      ['200 g flour', 200],
      ['500 ml stock', 475],
      ['1 kg potatoes', 1020],
    ] as const) {
      const back = convertIngredient(convertIngredient(line, 'us', 'en'), 'metric', 'en');
      const [amount, unit] = back.split(' ');
      const value = Number(amount) * (unit === 'kg' || unit === 'l' ? 1000 : 1);
      expect(Math.abs(value - near) / near).toBeLessThan(0.05);
    }
  });
});

describe('oven and food temperatures in steps, both ways (issue 28)', () => {
  test.each([
    ['Preheat the oven to 200 °C (180 °C fan).', 'Preheat the oven to 400 °F (350 °F fan).'],
    ['Heat the oven to 190°C (170°C fan), gas 5.', 'Heat the oven to 375°F (350°F fan), gas 5.'],
    ['Bake at 250–275 °C.', 'Bake at 475–525 °F.'],
    ['until it reaches 75 °C inside', 'until it reaches 167 °F inside'],
    ['Heat the oil to 180 degrees Celsius.', 'Heat the oil to 350 degrees Fahrenheit.'],
    ['Bake at 200 degrees until golden.', 'Bake at 200 degrees until golden.'],
    ['Simmer for 20 minutes.', 'Simmer for 20 minutes.'],
  ])('%s', (metric, us) => {
    expect(convertTemperatures(metric, 'us')).toBe(us);
  });

  test.each([
    ['Preheat the oven to 350 °F.', 'Preheat the oven to 180 °C.'],
    ['Roast at 425°F for 25 minutes.', 'Roast at 220°C for 25 minutes.'],
    ['Cook to 145 °F.', 'Cook to 63 °C.'],
    ['Preheat the oven to 200 °C.', 'Preheat the oven to 200 °C.'],
  ])('%s', (us, metric) => {
    expect(convertTemperatures(us, 'metric')).toBe(metric);
  });
});
