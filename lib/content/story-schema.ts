// The optional front matter that makes a case study read as one: the facts at a glance (client,
// year, role…), up to three results shown large under the hero, and process images with captions.
// Validated with the rest of the front matter (project-schema.ts); problems name the field.
import { z } from 'zod';

const text = z.string({ error: 'must be text' }).trim().min(1, 'must not be empty');
const short = (max: number, why: string) =>
  text.max(max, `must be at most ${max} characters (${why})`);

/** The longest result value: it is set large, three to a row, and must fit on one line. */
export const RESULT_VALUE_MAX = 8;
export const RESULTS_MAX = 3;

export const factsSchema = z
  .strictObject(
    {
      client: short(60, 'it is a name'),
      year: z.union(
        [
          z.number({ error: 'must be a year' }).int().min(1900).max(2100),
          text.regex(/^\d{4}(\s*[–-]\s*(\d{4}|today))?$/, {
            error: 'must be a year (2025) or a period (2023–2025, 2024–today)',
          }),
        ],
        { error: 'must be a year (2025) or a period (2023–2025, 2024–today)' },
      ),
      duration: short(30, 'e.g. "14 weeks"'),
      role: short(80, 'e.g. "Lead industrial designer"'),
      team: short(80, 'e.g. "2 designers, 1 electronics engineer"'),
      deliverables: z
        .array(short(40, 'one deliverable'), { error: 'must be a list of short texts' })
        .min(1, 'must list at least one deliverable')
        .max(8, 'must list at most 8 deliverables'),
      link: z.strictObject(
        {
          label: short(40, 'the link text'),
          url: z.url({ protocol: /^https$/, error: 'must be an absolute https:// URL' }),
        },
        { error: 'must be a label and a url, e.g. { label: Press release, url: https://… }' },
      ),
    },
    { error: 'must be a list of facts: client, year, duration, role, team, deliverables, link' },
  )
  .partial();

export const resultSchema = z.strictObject(
  {
    value: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      short(
        RESULT_VALUE_MAX,
        'it is set large and must fit on one line; say the rest in the label',
      ),
    ),
    label: short(60, 'a short label under the value'),
  },
  { error: 'must be a value and a label, e.g. { value: +40 %, label: conversion }' },
);

export const resultsSchema = z
  .array(resultSchema, { error: 'must be a list of { value, label }' })
  .min(1, 'must list at least one result (or leave the field out)')
  .max(RESULTS_MAX, `must list at most ${RESULTS_MAX} results (the ones that matter most)`);

/**
 * A process image: its path, or its path and a caption (shown in the gallery and the lightbox).
 * A plain path is read as `{ src }`, so a problem names the field either way.
 */
export const processImageSchema = (imagePath: z.ZodType<string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? { src: value } : value),
    z.strictObject(
      { src: imagePath, caption: short(200, 'a caption').optional() },
      { error: 'must be an image path, or { src: <image path>, caption: <text> }' },
    ),
  );

export type Facts = z.infer<typeof factsSchema>;
export type Result = z.infer<typeof resultSchema>;
