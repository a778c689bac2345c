// What `npm run new-project` writes: a case study whose every field and section holds guidance to
// overwrite, and placeholder pictures that say plainly what they are and where to replace them.

const titleOf = (id) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function projectMarkdown({
  id,
  order,
  category,
  categories,
  images,
  date,
  access = 'public',
}) {
  const [hero, ...process] = images;
  return `---
id: ${id}
title: ${titleOf(id)}
description: One or two sentences for the project card, at most 200 characters. Say what it is and for whom.
order: ${order}
# One of: ${categories.join(', ')}
category: ${category}
image: ${hero}
imageAlt: Describe what the hero image shows, for people who cannot see it.
# Each process image may carry a caption, shown under it and in the lightbox:
#   - src: /images/projects/${id}/process-1.svg
#     caption: What this step shows, in a sentence.
processImages:
${process.map((src) => `  - ${src}`).join('\n')}
# The facts at a glance (optional, each line on its own; docs/case-studies.md). Remove the # of the
# lines you can share. A client with showName: false in content/clients.yaml is never named.
# facts:
#   client: Client name
#   year: ${date.slice(0, 4)}  # or a period: 2023–2025
#   duration: 12 weeks
#   role: Lead industrial designer
#   team: 2 designers, 1 engineer
#   deliverables: [Research, Industrial design, Production CAD]
#   link: { label: Launch announcement, url: https://example.com/news }
# Up to three results, set large under the hero; a value is at most 8 characters (−30 %, 2×, 100 W):
# results:
#   - { value: −30 %, label: assembly time }
# resultsOnCard: true  # also shows the first result on the project's card
# liveUrl: https://your-project.example   (optional; shows a View Live Project button)
date: ${date}${
    access === 'public'
      ? ''
      : `\n# ${access === 'unlisted' ? 'Shown only to people with the link; listed nowhere' : `Encrypted; opened with the passphrase in PROJECT_PASSPHRASE_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`}\naccess: ${access}`
  }
---

## Overview

Start here: what the project is, who it was for and the outcome in one or two sentences. A visitor who
reads only this paragraph should know why the project matters.

## The Challenge

Describe the problem the client brought to you. What made it hard: the constraints, the deadline, the
budget, the people or the technology? Name one concrete detail that shows the stakes.

## My Role

Say what you did yourself and what you did with others: research, design, engineering, prototyping,
sourcing or manufacturing. Mention the team and the tools if they matter.

## Process & Solution

Walk through the steps from the first sketch to the finished result, one short paragraph or list item
each:

- what you explored first and why;
- the prototype or decision that changed the direction;
- how the final design was built and tested.

Show the work between paragraphs: an image on its own line, with its caption in quotes,
\`![what it shows](/images/projects/${id}/detail.svg "The caption")\`; images on consecutive lines form a
group. Put \`::: wide\` (or full-bleed, two-up, detail) on the line before and \`:::\` on the line after
to lay them out; docs/case-studies.md lists every layout.

## The Results

End with what changed for the client, in numbers where you have them: time saved, units sold, weight,
cost or feedback. Link the live project in the front matter if there is one.
`;
}

export function placeholderSvg({ label, path, width, height }) {
  const cx = width / 2;
  const cy = height / 2;
  const big = Math.round(width / 25);
  const small = Math.round(width / 50);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="ui-sans-serif, system-ui, sans-serif">
  <title>Placeholder: ${label}</title>
  <rect width="${width}" height="${height}" fill="#e8ecf2"/>
  <rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="#7b8aa3" stroke-width="4" stroke-dasharray="24 16" rx="16"/>
  <path d="M24 24L${width - 24} ${height - 24}M${width - 24} 24L24 ${height - 24}" stroke="#c3ccd9" stroke-width="2"/>
  <rect x="100" y="${cy - 5 * small}" width="${width - 200}" height="${10 * small}" rx="16" fill="#ffffff" stroke="#7b8aa3" stroke-width="2"/>
  <text x="${cx}" y="${cy - 1.5 * small}" text-anchor="middle" font-size="${big}" font-weight="600" fill="#1f2a3d">PLACEHOLDER · ${label}</text>
  <text x="${cx}" y="${cy + 1.5 * small}" text-anchor="middle" font-size="${small}" fill="#44536b">Replace this file with your picture:</text>
  <text x="${cx}" y="${cy + 3.2 * small}" text-anchor="middle" font-size="${small}" fill="#44536b">${path}</text>
</svg>
`;
}
