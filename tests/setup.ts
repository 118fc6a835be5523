import '@testing-library/jest-dom';

// The site's log lines (lib/logging) would bury jest's report; tests of them write to their own stream.
process.env.LOG_LEVEL ??= 'silent';
