/**
 * Catalogue resolvers: body systems, categories, conditions, datasets and the picker option lists. Thin:
 * the fields call @fp/catalog-db (nested ones through per-request DataLoaders). The blog and the image
 * library are resolvers/blog.ts.
 */
import {
  byName,
  categoryIconUrl,
  categoryName,
  conditionName,
  systemDescription,
  type OptionKindName,
} from '@fp/catalog-db';
import {
  hospitalizationLabel,
  spanishSpecialty,
  spanishSystemDescription,
  spanishSystemName,
} from '@fp/catalog-lists';
import type { OptionKind, Resolvers } from '../../__generated__/resolvers-types';

const OPTION_KINDS: Record<OptionKind, OptionKindName> = {
  DIAGNOSIS: 'diagnosis',
  PROCEDURE: 'procedure',
  CONDITION: 'condition',
  BILL_TYPE: 'billType',
  CLINIC: 'clinic',
  INSURANCE: 'insurance',
};

const upper = <T extends string>(v: string) => v.toUpperCase() as T;

export const catalogResolvers: Resolvers = {
  Query: {
    systems: (_p, { activeOnly, limit }, ctx) =>
      ctx.services.catalog.systems({ activeOnly: activeOnly ?? true, limit }),
    system: (_p, { id }, ctx) => ctx.services.catalog.system(id),
    categories: (_p, _a, ctx) => ctx.services.catalog.categories(),
    category: (_p, { id }, ctx) => ctx.services.catalog.category(id),
    diagnoses: (_p, { systemId, query, limit }, ctx) =>
      ctx.services.catalog.diagnoses({ systemId, query, limit, language: ctx.language }),
    diagnosis: (_p, { id, slug }, ctx) => ctx.services.catalog.diagnosis({ id, slug }),
    datasets: (_p, _a, ctx) => ctx.services.catalog.datasets(),
    options: (_p, { kind, query }, ctx) =>
      ctx.services.catalog.options(OPTION_KINDS[kind], query, ctx.language),
  },

  // Names in the request's language (issue 45; @fp/catalog-lists names-es), the English where none is written.
  System: {
    name: (s, _a, ctx) => (ctx.language === 'es' && spanishSystemName(s.id)) || s.name,
    description: (s, _a, ctx) =>
      (ctx.language === 'es' && spanishSystemDescription(s.id)) || systemDescription(s.id),
    diagnoses: async (s, { activeOnly }, ctx) => {
      const all = byName(await ctx.loaders.catalog.systemDiagnoses.load(s.id), ctx.language);
      return activeOnly === false ? all : all.filter((d) => d.active);
    },
  },

  Category: {
    id: (c) => c.slug,
    slug: (c) => c.slug,
    name: (c, _a, ctx) => categoryName(c, ctx.language),
    icon: (c) => categoryIconUrl(c.icon),
    diagnoses: async (c, _a, ctx) =>
      byName(await ctx.loaders.catalog.categoryDiagnoses.load(c.slug), ctx.language),
  },

  Diagnosis: {
    name: (d, _a, ctx) => conditionName(d, ctx.language),
    system: (d, _a, ctx) => (d.systemId === null ? null : ctx.loaders.catalog.system.load(d.systemId)),
    categories: (d, _a, ctx) => ctx.loaders.catalog.diagnosisCategories.load(d.id),
    specialties: (d, _a, ctx) =>
      ctx.language === 'es' ? (d.specialties ?? []).map(spanishSpecialty) : (d.specialties ?? []),
    work: (d) =>
      (d.work ?? []).map((w) => ({
        name: w.name,
        likelihood: upper<'LIKELY' | 'UNLIKELY' | 'RARE'>(w.likelihood),
      })),
    hospitalizationLabel: (d) => hospitalizationLabel(d.hospitalization),
    cmsCodes: (d, _a, ctx) => ctx.loaders.catalog.diagnosisCodes.load(d.id),
    icdCodes: (d) => d.icdCodes ?? [],
  },

  Code: {
    id: (c) => c.drg,
    system: (c, _a, ctx) => (c.mdc === null ? null : ctx.loaders.catalog.system.load(c.mdc)),
    type: (c) => upper<'MEDICAL' | 'SURGICAL'>(c.type),
    complication: (c) => upper(c.complication),
    hasComplication: (c) => c.complication.startsWith('with_'),
  },
};
