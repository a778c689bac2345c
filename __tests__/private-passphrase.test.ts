/** @jest-environment node */
import { passphraseVariable, readPassphrase, weakPassphrase } from '@/lib/private/passphrase';

describe('the passphrase of a protected project', () => {
  it('comes from a variable named after the id', () => {
    expect(passphraseVariable('atlas-base')).toBe('PROJECT_PASSPHRASE_ATLAS_BASE');
    expect(passphraseVariable('v2-x9')).toBe('PROJECT_PASSPHRASE_V2_X9');
  });

  it('is a problem naming the variable when it is not set', () => {
    expect(readPassphrase('atlas-base', {})).toEqual({
      problem: expect.stringContaining('PROJECT_PASSPHRASE_ATLAS_BASE is not set'),
    });
  });

  it.each(['password123', 'Tr0ub4dor&3', 'correct horse battery', 'atlas-base-2025'])(
    'is refused when weak: %s',
    (passphrase) => {
      expect(weakPassphrase(passphrase)).toMatch(/too weak: about 10\^\d/);
      expect(readPassphrase('x', { PROJECT_PASSPHRASE_X: passphrase })).toEqual({
        problem: expect.stringMatching(
          /^PROJECT_PASSPHRASE_X is too weak.*at least 4 random words/,
        ),
      });
    },
  );

  it.each(['correct horse battery staple', 'copper12-lantern200-quarry7-velvet99-oboe31'])(
    'is accepted with four or more random words: %s',
    (passphrase) => {
      expect(weakPassphrase(passphrase)).toBeUndefined();
      expect(readPassphrase('x', { PROJECT_PASSPHRASE_X: passphrase })).toEqual({ passphrase });
    },
  );
});
