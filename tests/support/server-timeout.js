// Unit and server tests start real servers, databases and renderers on a 2-core machine that
// also runs Chromium for the browser tests: jest's 5 s default fails hooks there when the
// machine is busy, not because anything is wrong. A test that hangs still fails, at 30 s.
// (A project-level `testTimeout` is not applied by jest in a multi-project run.)
jest.setTimeout( 30000 );
