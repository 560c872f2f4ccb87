/** @jest-environment node */
import {
  RELATED_RECIPES_LIMITS,
  recipeListResponse,
  relatedRecipesQuery,
  websiteResponse,
  errorBodySchema,
} from '@/lib/api/contract';
import { ApiError } from '@/lib/api/errors';

const recipe = {
  id: 1,
  slug: 'spaghetti-carbonara',
  locale: 'en',
  name: 'Spaghetti carbonara',
  title: 'Creamy spaghetti carbonara',
  description: 'Rich and silky.',
  heroImage: '/media/recipes/spaghetti-carbonara-abc.jpg',
  time: { total: 25, prep: 10, cook: 15 },
  type: 'dinner',
  difficulty: 'easy',
  budget: 'low',
  cuisine: 'Italian',
  servings: 4,
  nutrition: { kcal: 640, protein: 28, carbs: 70, fat: 26, fibre: 3, salt: 1.8 },
  ingredientsEnabled: true,
  recipeStepsEnabled: true,
  externalUrl: null,
  publishedAt: '2025-07-30T10:00:00.000Z',
  updatedAt: '2025-07-30T10:00:00.000Z',
  tags: { data: [{ key: 'italian', name: 'Italian' }] },
};

describe('contract', () => {
  it('accepts the spec list envelope with nested data and pagination meta', () => {
    const parsed = recipeListResponse.parse({
      data: [recipe],
      meta: { pagination: { current_page: 1, total_pages: 3, total: 25, per_page: 10 } },
    });
    expect(parsed.data[0]?.tags?.data[0]?.name).toBe('Italian');
    expect(parsed.meta.pagination.total_pages).toBe(3);
  });

  it('rejects a list without meta.pagination or with a flat tags array', () => {
    expect(recipeListResponse.safeParse({ data: [recipe] }).success).toBe(false);
    expect(
      recipeListResponse.safeParse({
        data: [{ ...recipe, tags: [{ name: 'Italian' }] }],
        meta: { pagination: { current_page: 1, total_pages: 1, total: 1, per_page: 10 } },
      }).success,
    ).toBe(false);
  });

  it('rejects a creator whose colours or flags have the wrong type', () => {
    expect(
      websiteResponse.safeParse({ data: { id: 1, slug: 'x', zestyEnabled: 'yes' } }).success,
    ).toBe(false);
  });

  it('classifies errors as spec §8 says', () => {
    expect(new ApiError({ status: 503, message: 'x' }).retryable).toBe(true);
    expect(new ApiError({ status: 408, message: 'x' }).retryable).toBe(true);
    expect(new ApiError({ status: 429, message: 'x' }).retryable).toBe(true);
    expect(new ApiError({ status: 0, message: 'x', kind: 'network' }).retryable).toBe(true);
    expect(new ApiError({ status: 404, message: 'x' }).retryable).toBe(false);
    expect(new ApiError({ status: 400, message: 'x', code: 'validation_failed' }).retryable).toBe(
      false,
    );
    const notEnabled = new ApiError({
      status: 403,
      message: 'not enabled',
      code: 'website_not_enabled',
    });
    expect(notEnabled.retryable).toBe(false);
    expect(notEnabled.isNotFound).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'm', code: 'c', status: 400 }).success).toBe(true);
  });

  it('reads an error body, or says "Server error: {status} - {statusText}" when there is none', async () => {
    const withBody = await ApiError.fromResponse(
      new Response(
        JSON.stringify({ message: 'Recipe not found', code: 'not_found', status: 404 }),
        { status: 404 },
      ),
    );
    expect(withBody.message).toBe('Recipe not found');
    expect(withBody.isNotFound).toBe(true);
    const bare = await ApiError.fromResponse(
      new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(bare.message).toBe('Server error: 502 - Bad Gateway');
    expect(bare.retryable).toBe(true);
  });

  it('bounds the related recipes query: 1 to 5 a page, 5 by default, known keys only', () => {
    expect(RELATED_RECIPES_LIMITS).toEqual({ defaultPerPage: 5, maxPerPage: 5 });
    expect(relatedRecipesQuery.parse({})).toEqual({ include: [], perPage: 5, locale: 'nl' });
    expect(relatedRecipesQuery.parse({ perPage: 1, websiteSlug: 'pastapapa' }).perPage).toBe(1);
    for (const perPage of [0, 6, 1.5, Number.NaN]) {
      expect(relatedRecipesQuery.safeParse({ perPage }).success).toBe(false);
    }
    expect(relatedRecipesQuery.safeParse({ websiteSlug: 'Pasta_Papa' }).success).toBe(false);
    expect(relatedRecipesQuery.safeParse({ exclude: 'minestrone' }).success).toBe(false);
    expect(relatedRecipesQuery.safeParse({ include: ['secrets'] }).success).toBe(false);
  });
});
