// Browser tests drive a real page on a shared 2-core machine: give each test a minute.
// (A project-level `testTimeout` is not applied by jest in a multi-project run.)
jest.setTimeout( 60000 );
