import { fireEvent, render, screen, within } from '@testing-library/react';
import { TestIntl } from './intl';
import { useState } from 'react';
import { FilterBar } from '@/components/recipe/filter-bar';
import type { FilterDefinition } from '@/core/contract';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  filterApiParams,
  filterQuery,
  parseFilterParams,
  searchTermParam,
  selectFilter,
  type FilterState,
} from '@/lib/filters';
import en from '@/messages/en.json';

const opt = (key: string, name: string) => ({ key, name });
const DEFINITIONS: FilterDefinition[] = [
  {
    key: 'type',
    name: 'Type',
    type: 'multiple',
    options: [opt('breakfast', 'Breakfast'), opt('lunch', 'Lunch'), opt('vegan', 'Vegan')],
  },
  {
    key: 'category',
    name: 'Category',
    type: 'multiple',
    options: [opt('one-pot', 'One Pot'), opt('vegan', 'Vegan'), opt('under-30', 'Under 30min')],
  },
  {
    key: 'difficulty',
    name: 'Difficulty',
    type: 'single',
    options: [opt('easy', 'Easy'), opt('medium', 'Medium'), opt('hard', 'Hard')],
  },
  { key: 'tags', name: 'Tags', type: 'multiple', options: [opt('gluten-free', 'Gluten-free')] },
  {
    key: 'quick',
    name: 'Quick & Easy',
    type: 'boolean',
    options: [opt('quick-easy', 'Quick & Easy')],
  },
];
const def = (key: string) => DEFINITIONS.find((d) => d.key === key)!;

describe('selectFilter (spec §5)', () => {
  test('single: replaces the selection; the same value again deselects it', () => {
    let s = selectFilter(EMPTY_FILTERS, def('difficulty'), 'easy');
    expect(s).toEqual({ difficulty: ['easy'] });
    s = selectFilter(s, def('difficulty'), 'hard');
    expect(s).toEqual({ difficulty: ['hard'] });
    s = selectFilter(s, def('difficulty'), 'hard');
    expect(s).toEqual({});
  });

  test('multiple: toggles each value, keeping the others', () => {
    let s = selectFilter(EMPTY_FILTERS, def('type'), 'breakfast');
    s = selectFilter(s, def('type'), 'lunch');
    expect(s).toEqual({ type: ['breakfast', 'lunch'] });
    s = selectFilter(s, def('type'), 'breakfast');
    expect(s).toEqual({ type: ['lunch'] });
    s = selectFilter(s, def('type'), 'lunch');
    expect(s).toEqual({});
  });

  test('boolean: toggles its only option', () => {
    let s = selectFilter(EMPTY_FILTERS, def('quick'), 'quick-easy');
    expect(s).toEqual({ quick: ['quick-easy'] });
    s = selectFilter(s, def('quick'), 'quick-easy');
    expect(s).toEqual({});
  });

  test('groups are independent, and the state is never mutated', () => {
    const start: FilterState = { type: ['vegan'] };
    const next = selectFilter(start, def('difficulty'), 'easy');
    expect(start).toEqual({ type: ['vegan'] });
    expect(next).toEqual({ type: ['vegan'], difficulty: ['easy'] });
    expect(activeFilterCount(next)).toBe(2);
  });
});

describe('URL state', () => {
  test('round-trips through the query string in definition order, s last', () => {
    const state: FilterState = { difficulty: ['easy'], type: ['breakfast', 'lunch'] };
    const query = filterQuery(state, DEFINITIONS, ' pasta ');
    expect(query).toBe('type=breakfast%2Clunch&difficulty=easy&s=pasta');
    const params = new URLSearchParams(query);
    expect(parseFilterParams(params, DEFINITIONS)).toEqual(state);
    expect(searchTermParam(params)).toBe('pasta');
  });

  test('unknown groups, unknown options and malformed values are dropped', () => {
    const params = new URLSearchParams(
      'type=breakfast,nope,<script>&difficulty=impossible&colour=red&tags=gluten-free',
    );
    expect(parseFilterParams(params, DEFINITIONS)).toEqual({
      type: ['breakfast'],
      tags: ['gluten-free'],
    });
  });

  test('a single group keeps one value even when the URL has more', () => {
    const params = new URLSearchParams('difficulty=easy,hard');
    expect(parseFilterParams(params, DEFINITIONS)).toEqual({ difficulty: ['hard'] });
  });

  test('category preselects in the Category group first, then Type, then any other group', () => {
    const parse = (q: string) => parseFilterParams(new URLSearchParams(q), DEFINITIONS);
    expect(parse('category=one-pot')).toEqual({ category: ['one-pot'] });
    expect(parse('category=vegan')).toEqual({ category: ['vegan'] });
    expect(parse('category=breakfast')).toEqual({ type: ['breakfast'] });
    expect(parse('category=gluten-free')).toEqual({ tags: ['gluten-free'] });
    expect(parse('category=quick-easy')).toEqual({ quick: ['quick-easy'] });
    expect(parse('category=unknown')).toEqual({});
  });

  test('values match whatever their case, by key or by the name the spec writes', () => {
    const parse = (q: string) => parseFilterParams(new URLSearchParams(q), DEFINITIONS);
    expect(parse('category=Vegan')).toEqual({ category: ['vegan'] });
    expect(parse('category=VEGAN')).toEqual({ category: ['vegan'] });
    expect(parse('category=One%20Pot')).toEqual({ category: ['one-pot'] });
    expect(parse('category=ONE-POT')).toEqual({ category: ['one-pot'] });
    expect(parse('category=Under%2030min')).toEqual({ category: ['under-30'] });
    expect(parse('category=Breakfast')).toEqual({ type: ['breakfast'] });
    expect(parse('category=Gluten-Free')).toEqual({ tags: ['gluten-free'] });
    expect(parse('type=Lunch,BREAKFAST&difficulty=Hard')).toEqual({
      type: ['lunch', 'breakfast'],
      difficulty: ['hard'],
    });
    expect(parse('category=Vegan%20Pot')).toEqual({});
  });

  test('API parameters: one comma list per group', () => {
    expect(filterApiParams({ type: ['a', 'b'], difficulty: ['easy'], tags: [] })).toEqual({
      type: ['a', 'b'],
      difficulty: ['easy'],
    });
  });
});

function Harness({ onChange }: { onChange: (s: FilterState) => void }) {
  const [state, setState] = useState<FilterState>(EMPTY_FILTERS);
  return (
    <TestIntl locale="en">
      <FilterBar
        definitions={DEFINITIONS}
        state={state}
        label="Filters"
        onSelect={(d, o) => {
          const next = selectFilter(state, d, o);
          setState(next);
          onChange(next);
        }}
        onClear={() => {
          setState(EMPTY_FILTERS);
          onChange(EMPTY_FILTERS);
        }}
      />
    </TestIntl>
  );
}

describe('FilterBar', () => {
  test('a single choice closes its panel; choosing it again deselects', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const chip = screen.getByRole('button', { name: 'Difficulty' });
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(chip);
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Easy' }));
    expect(onChange).toHaveBeenLastCalledWith({ difficulty: ['easy'] });
    expect(screen.getByRole('button', { name: 'Difficulty: Easy' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Easy' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Difficulty: Easy' }));
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Easy' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  test('multiple choices toggle and keep the panel open; the chip sums them up', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fireEvent.click(screen.getByRole('button', { name: 'Breakfast' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lunch' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: ['breakfast', 'lunch'] });
    const chip = screen.getByRole('button', { name: 'Type: Breakfast +1' });
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Breakfast' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: ['lunch'] });
  });

  test('a boolean filter is one toggle chip', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const chip = screen.getByRole('button', { name: 'Quick & Easy' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith({ quick: ['quick-easy'] });
    fireEvent.click(chip);
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  test('Escape closes a panel and returns focus to its chip; clear all resets', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const chip = screen.getByRole('button', { name: 'Type' });
    fireEvent.click(chip);
    fireEvent.click(screen.getByRole('button', { name: 'Vegan' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    const summed = screen.getByRole('button', { name: 'Type: Vegan' });
    expect(summed).toHaveAttribute('aria-expanded', 'false');
    expect(summed).toHaveFocus();
    const group = screen.getByRole('group', { name: 'Filters' });
    fireEvent.click(within(group).getByRole('button', { name: en.Recipes.filters.clearAll }));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(screen.getByRole('button', { name: 'Type' })).toBeInTheDocument();
  });

  test('opening one panel closes the other; a click outside closes it', () => {
    render(<Harness onChange={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fireEvent.click(screen.getByRole('button', { name: 'Category' }));
    expect(screen.getByRole('button', { name: 'Type' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Category' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('button', { name: 'Category' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
