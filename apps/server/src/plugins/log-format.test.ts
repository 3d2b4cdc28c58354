import { describe, expect, it } from 'vitest';
import { logFormatOf } from './log-redaction';

describe('the log format', () => {
  it('is what LOG_FORMAT says', () => {
    expect(logFormatOf({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' })).toBe('pretty');
    expect(logFormatOf({ LOG_FORMAT: 'json', NODE_ENV: 'development' })).toBe('json');
  });

  it('is JSON in production, in tests and whenever the output is not a terminal (CI, a log file)', () => {
    expect(logFormatOf({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'test' })).toBe('json');
    // Vitest's output is not a terminal.
    expect(process.stdout.isTTY).toBeFalsy();
    expect(logFormatOf({ NODE_ENV: 'development' })).toBe('json');
  });
});
