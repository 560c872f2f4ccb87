import { act, fireEvent, render, screen } from '@testing-library/react';
import { IngredientsPanel } from '@/components/recipe/detail/ingredients-panel';
import { WIDGET_PAGE_EVENT } from '@/components/grocery/page-event';
import { TestIntl } from './intl';
import { ingredientIcons } from '@/components/recipe/detail/recipe-icons';

const LINES = ['400 g spaghetti', '2 tbsp olive oil', 'salt to taste', '1 onion'];

function renderPanel(ingredients: readonly string[] = LINES, servings = 4) {
  const { container } = render(
    <TestIntl locale="en">
      <IngredientsPanel
        ingredients={ingredients}
        servings={servings}
        recipeName="P"
        locale="en"
        icons={ingredientIcons()}
      />
    </TestIntl>,
  );
  const root = container.querySelector<HTMLElement>('[data-zesty-ingredients]');
  return { root: root!, container };
}

describe('the ingredients panel as the grocery widget reads it', () => {
  it('carries the servings chosen on the page', async () => {
    const { root } = renderPanel();
    expect(root).toHaveAttribute('data-servings', '4');
    expect(root).toHaveAttribute('data-excluded', '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More servings' })));
    await screen.findByText('5 servings');
    expect(root).toHaveAttribute('data-servings', '5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fewer servings' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fewer servings' })));
    expect(root).toHaveAttribute('data-servings', '3');
  });

  it('lists the lines crossed off as owned, as 0-based indexes in order', () => {
    const { root } = renderPanel();
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[3]!);
    fireEvent.click(boxes[1]!);
    expect(root).toHaveAttribute('data-excluded', '1,3');
    fireEvent.click(boxes[0]!);
    expect(root).toHaveAttribute('data-excluded', '0,1,3');
    fireEvent.click(boxes[3]!);
    fireEvent.click(boxes[0]!);
    expect(root).toHaveAttribute('data-excluded', '1');
  });

  it("holds a slot for 'Order ingredients' next to the shopping list, and says it is there", () => {
    const heard = jest.fn();
    window.addEventListener(WIDGET_PAGE_EVENT, heard);
    const { root } = renderPanel();
    window.removeEventListener(WIDGET_PAGE_EVENT, heard);
    const slots = root.querySelectorAll('[data-zesty-order-slot]');
    expect(slots).toHaveLength(1);
    expect(slots[0]).toBeEmptyDOMElement();
    // Placed just before 'Share shopping list'.
    expect(slots[0]!.nextElementSibling).toBe(
      screen.getByRole('button', { name: 'Share shopping list' }),
    );
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('has no slot when the recipe lists no ingredients', () => {
    const heard = jest.fn();
    window.addEventListener(WIDGET_PAGE_EVENT, heard);
    const { root } = renderPanel([]);
    window.removeEventListener(WIDGET_PAGE_EVENT, heard);
    expect(root.querySelector('[data-zesty-order-slot]')).toBeNull();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('metric or US measures (English pages)', () => {
  afterEach(() => {
    document.cookie = 'units=; path=/; max-age=0';
  });

  it('shows the lines as written in metric, and in US measures once chosen, kept in a cookie', async () => {
    renderPanel(['200 g flour', '500 ml stock', '1 onion']);
    const metric = screen.getByRole('radio', { name: 'Metric' });
    expect(metric).toBeChecked();
    expect(screen.getByText('200 g flour')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'US' })));
    expect(await screen.findByText('7 oz flour')).toBeInTheDocument();
    expect(screen.getByText('2 cups stock')).toBeInTheDocument();
    expect(screen.getByText('1 onion')).toBeInTheDocument();
    expect(document.cookie).toContain('units=us');
    // Scaled first, then converted: 400 g for twice the servings.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More servings' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More servings' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More servings' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More servings' })));
    expect(await screen.findByText('14 oz flour')).toBeInTheDocument();
    await act(async () => fireEvent.click(metric));
    expect(await screen.findByText('400 g flour')).toBeInTheDocument();
    expect(document.cookie).toContain('units=metric');
  });

  it('starts in US measures when the cookie says so, and leaves the grocery data in metric', async () => {
    document.cookie = 'units=us; path=/';
    const { root } = renderPanel(['200 g flour']);
    expect(await screen.findByText('7 oz flour')).toBeInTheDocument();
    expect(root).toHaveAttribute('data-servings', '4');
  });

  it('has no switch on a Dutch page, whatever the cookie says', () => {
    document.cookie = 'units=us; path=/';
    render(
      <TestIntl locale="nl">
        <IngredientsPanel
          ingredients={['200 g bloem']}
          servings={4}
          recipeName="P"
          locale="nl"
          icons={ingredientIcons()}
        />
      </TestIntl>,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('200 g bloem')).toBeInTheDocument();
  });
});
