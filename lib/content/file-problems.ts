// How a content problem names its file: one line, the file's path from the project's folder first.
// Shared by the readers of case studies and notes, which report every problem rather than throw.
import path from 'node:path';

/** Collects a content problem: one line that names the file and the field. */
export type Report = (problem: string) => void;

export const display = (file: string) => path.relative(process.cwd(), file) || file;
