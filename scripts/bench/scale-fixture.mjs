// Generated projects for `npm run bench:scale`: a case-study file and a raster hero photo each,
// written into a copy of the site. The photo is drawn from the project's number, so it is the same
// on every run (a warm build finds its variants cached) and differs between projects. 960x600, so
// the build makes 4 variants of each (640 and 960 px, AVIF and WebP); a camera photo makes 8,
// larger ones.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const categories = ['UX & Digital', 'Industrial Design & Engineering'];

function random(seed) {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function photo(n, file) {
  const next = random(n + 1);
  const hue = () => Math.floor(next() * 360);
  const blobs = Array.from({ length: 14 }, () => {
    const [cx, cy, r] = [next() * 960, next() * 600, 50 + next() * 190];
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue()},60%,${30 + next() * 45}%)" fill-opacity="0.7"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="hsl(${hue()},45%,25%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue()},55%,70%)"/></linearGradient></defs>` +
    `<rect width="960" height="600" fill="url(#g)"/>${blobs}</svg>`;
  await sharp(Buffer.from(svg)).blur(8).jpeg({ quality: 85 }).toFile(file);
}

const words = (n, count) =>
  Array.from(
    { length: count },
    (_, i) => ['precise', 'modular', 'rugged', 'calm', 'measured', 'tested'][(n + i) % 6],
  ).join(' ');

function caseStudy(n, id) {
  const para = (topic) =>
    `${topic} for generated project ${n}: ${words(n, 12)} work, described in two plain sentences. ` +
    `It stands in for an owner's real text of about this length.`;
  return `---
id: ${id}
title: Generated Project ${n}
description: A generated case study number ${n}, as long as a real card summary, to measure what the portfolio costs as it grows.
order: ${100 + n}
category: ${categories[n % 2]}
image: /images/projects/${id}/hero.jpg
imageAlt: A blurred abstract photo in generated colours, standing in for project ${n}'s hero shot.
processImages:
  - /images/projects/${id}/hero.jpg
date: 2025-01-${String((n % 28) + 1).padStart(2, '0')}
---

## Overview

${para('The overview')}

## The Challenge

${para('The challenge')}

## My Role

${para('My role')}

## Process & Solution

${para('The process')}

## The Results

${para('The results')}
`;
}

/** Writes projects 1..count into the site copy at `root` (earlier ones are left as they are). */
export async function writeProjects(root, count) {
  for (let n = 1; n <= count; n += 1) {
    const id = `generated-${String(n).padStart(3, '0')}`;
    const imageDir = path.join(root, 'public/images/projects', id);
    if (existsSync(imageDir)) continue;
    mkdirSync(imageDir, { recursive: true });
    await photo(n, path.join(imageDir, 'hero.jpg'));
    writeFileSync(path.join(root, 'content/projects', `${id}.md`), caseStudy(n, id));
  }
}
