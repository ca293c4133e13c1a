/**
 * The browser-test harness: start the built site, drive Chromium, work the editor.
 */
export * from './browser';
export * from './editor';
export * from './site';
export * from './accessibility';
export * from './session';
export * from './uploads';
export * from './posts';
export * from './screen-colours';
export * from './form-markup';
