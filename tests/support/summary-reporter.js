/**
 * Prints one closing line that CI systems read: "tests: N passed, N failed[, N skipped]".
 */
class SummaryReporter {
	onRunComplete( _contexts, results ) {
		const skipped = results.numPendingTests + results.numTodoTests;
		const suitesFailed = results.numFailedTestSuites;
		const failed =
			results.numFailedTests + ( results.numRuntimeErrorTestSuites || 0 );
		let line = `tests: ${ results.numPassedTests } passed, ${ failed } failed`;
		if ( skipped ) {
			line += `, ${ skipped } skipped`;
		}
		if ( suitesFailed && ! failed ) {
			process.stdout.write(
				`${ suitesFailed } test suite(s) failed to run\n`
			);
		}
		process.stdout.write( `\n${ line }\n` );
	}
}
module.exports = SummaryReporter;
