import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGES_MANIFEST, readPagesManifest } from './pagesManifest';

let webDir: string;
beforeEach(() => {
  webDir = mkdtempSync(join(tmpdir(), 'hireloop-pages-'));
  for (const file of ['index.html', 'index.signed-in.html', 'index.home.html']) {
    writeFileSync(join(webDir, file), '<!doctype html>');
  }
});
afterEach(() => rmSync(webDir, { recursive: true, force: true }));

const writeManifest = (manifest: unknown) =>
  writeFileSync(
    join(webDir, PAGES_MANIFEST),
    typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
  );

describe("the built app's pages manifest", () => {
  it('names the page of each visit', () => {
    writeManifest({
      signedOut: 'index.html',
      signedIn: 'index.signed-in.html',
      signedInHome: 'index.home.html',
    });
    expect(readPagesManifest(webDir)).toEqual({
      signedOut: 'index.html',
      signedIn: 'index.signed-in.html',
      signedInHome: 'index.home.html',
      signedInHomeByRole: {},
      signedInPaths: {},
      publicPaths: {},
    });
  });

  it('may name a home page per role', () => {
    writeFileSync(join(webDir, 'index.home.employer.html'), '<!doctype html>');
    writeManifest({
      signedOut: 'index.html',
      signedIn: 'index.signed-in.html',
      signedInHome: 'index.home.html',
      signedInHomeByRole: { employer: 'index.home.employer.html' },
    });
    expect(readPagesManifest(webDir).signedInHomeByRole).toEqual({
      employer: 'index.home.employer.html',
    });
  });

  it('refuses home pages per role that are not an object, or outside the build', () => {
    const base = {
      signedOut: 'index.html',
      signedIn: 'index.signed-in.html',
      signedInHome: 'index.home.html',
    };
    writeManifest({ ...base, signedInHomeByRole: 'index.home.html' });
    expect(() => readPagesManifest(webDir)).toThrow(/"signedInHomeByRole" must be an object/);
    writeManifest({ ...base, signedInHomeByRole: { talent: '../secret.html' } });
    expect(() => readPagesManifest(webDir)).toThrow(
      /"signedInHomeByRole" talent page \.\.\/secret\.html is not a file inside WEB_DIR/,
    );
    writeManifest({ ...base, signedInHomeByRole: { talent: 'gone.html' } });
    expect(() => readPagesManifest(webDir)).toThrow(
      /"signedInHomeByRole" talent page gone\.html is missing/,
    );
  });

  it('may name pages of their own for other signed-in paths', () => {
    writeFileSync(join(webDir, 'index.messages.html'), '<!doctype html>');
    writeManifest({
      signedOut: 'index.html',
      signedIn: 'index.signed-in.html',
      signedInHome: 'index.home.html',
      signedInPaths: { '/messages': 'index.messages.html' },
    });
    expect(readPagesManifest(webDir).signedInPaths).toEqual({
      '/messages': 'index.messages.html',
    });
  });

  it('refuses signed-in paths that are not paths, or pages outside the build', () => {
    const base = {
      signedOut: 'index.html',
      signedIn: 'index.signed-in.html',
      signedInHome: 'index.home.html',
    };
    writeManifest({ ...base, signedInPaths: ['index.html'] });
    expect(() => readPagesManifest(webDir)).toThrow(/"signedInPaths" must be an object/);
    writeManifest({ ...base, signedInPaths: { messages: 'index.html' } });
    expect(() => readPagesManifest(webDir)).toThrow(/names messages, which is not a path/);
    writeManifest({ ...base, signedInPaths: { '/messages': '../secret.html' } });
    expect(() => readPagesManifest(webDir)).toThrow(
      /"signedInPaths" \/messages page \.\.\/secret\.html is not a file inside WEB_DIR/,
    );
    writeManifest({ ...base, signedInPaths: { '/messages': 'gone.html' } });
    expect(() => readPagesManifest(webDir)).toThrow(
      /"signedInPaths" \/messages page gone\.html is missing/,
    );
  });

  it('may name public pages of their own, for a path or every path under it', () => {
    writeFileSync(join(webDir, 'index.team-invite.html'), '<!doctype html>');
    writeManifest({
      signedOut: 'index.html',
      signedIn: 'index.signed-in.html',
      signedInHome: 'index.home.html',
      publicPaths: { '/team/invites/': 'index.team-invite.html', '/waitlist-demo': 'index.html' },
    });
    expect(readPagesManifest(webDir).publicPaths).toEqual({
      '/team/invites/': 'index.team-invite.html',
      '/waitlist-demo': 'index.html',
    });
  });

  it('refuses public paths that are not paths, or pages outside the build', () => {
    const base = {
      signedOut: 'index.html',
      signedIn: 'index.signed-in.html',
      signedInHome: 'index.home.html',
    };
    writeManifest({ ...base, publicPaths: 'index.html' });
    expect(() => readPagesManifest(webDir)).toThrow(/"publicPaths" must be an object/);
    for (const at of ['team/invites/', '/']) {
      writeManifest({ ...base, publicPaths: { [at]: 'index.html' } });
      expect(() => readPagesManifest(webDir), at).toThrow(
        `names ${at}, which is not a page's path`,
      );
    }
    writeManifest({ ...base, publicPaths: { '/team/invites/': 'gone.html' } });
    expect(() => readPagesManifest(webDir)).toThrow(
      /"publicPaths" \/team\/invites\/ page gone\.html is missing/,
    );
  });

  it('may name one page for several visits, and pages in a folder of the build', () => {
    mkdirSync(join(webDir, 'pages'));
    writeFileSync(join(webDir, 'pages', 'app.html'), '<!doctype html>');
    writeManifest({
      signedOut: 'index.html',
      signedIn: 'pages/app.html',
      signedInHome: './index.html',
    });
    expect(readPagesManifest(webDir)).toEqual({
      signedOut: 'index.html',
      signedIn: join('pages', 'app.html'),
      signedInHome: 'index.html',
      signedInHomeByRole: {},
      signedInPaths: {},
      publicPaths: {},
    });
  });

  it('without a manifest, asks for the app to be built', () => {
    expect(() => readPagesManifest(webDir)).toThrow(
      `WEB_DIR ${webDir} has no pages.json: build the app first`,
    );
  });

  it('refuses a manifest that is not JSON or not an object', () => {
    writeManifest('{ not json');
    expect(() => readPagesManifest(webDir)).toThrow(/is not valid JSON/);
    writeManifest(['index.html']);
    expect(() => readPagesManifest(webDir)).toThrow(/must be a JSON object naming the pages/);
  });

  it('refuses a manifest without one of the pages', () => {
    writeManifest({ signedOut: 'index.html', signedIn: 'index.signed-in.html' });
    expect(() => readPagesManifest(webDir)).toThrow(/names no "signedInHome" page/);
  });

  it('refuses pages outside the build, or missing from it', () => {
    writeManifest({
      signedOut: '../secret.html',
      signedIn: 'index.html',
      signedInHome: 'index.html',
    });
    expect(() => readPagesManifest(webDir)).toThrow(
      /"signedOut" page \.\.\/secret\.html is not a file inside WEB_DIR/,
    );
    writeManifest({ signedOut: 'index.html', signedIn: 'gone.html', signedInHome: 'index.html' });
    expect(() => readPagesManifest(webDir)).toThrow(/"signedIn" page gone\.html is missing/);
  });
});
