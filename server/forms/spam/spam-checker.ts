/**
 * Remote spam checking behind one interface. `SpamChecker.check` answers spam, ham or unknown
 * (unreachable, timed out, unexpected answer: the response is then judged by the built-in
 * defences alone — a checker being down never loses a submission). `AkismetChecker` speaks
 * Akismet's comment-check format to a configurable base URL (FORMS_AKISMET_URL + _KEY).
 */
import { errorMessage, postWithTimeout } from '../http-post';

export type SpamVerdict = 'spam' | 'ham' | 'unknown';

export type SpamCandidate = {
	siteUrl: string;
	permalink: string;
	ip: string;
	userAgent: string;
	referrer: string;
	authorName: string;
	authorEmail: string;
	authorUrl: string;
	/** Every field, "Label: value" per line. */
	content: string;
	lang: string;
};

export interface SpamChecker {
	check: ( candidate: SpamCandidate ) => Promise< SpamVerdict >;
}

export class AkismetChecker implements SpamChecker {
	constructor(
		private readonly baseUrl: string,
		private readonly apiKey: string,
		private readonly timeoutMs: number,
		private readonly onError: ( message: string ) => void = () => {}
	) {}

	async check( candidate: SpamCandidate ): Promise< SpamVerdict > {
		const body = new URLSearchParams( {
			api_key: this.apiKey,
			blog: candidate.siteUrl,
			user_ip: candidate.ip,
			user_agent: candidate.userAgent,
			referrer: candidate.referrer,
			permalink: candidate.permalink,
			comment_type: 'contact-form',
			comment_author: candidate.authorName,
			comment_author_email: candidate.authorEmail,
			comment_author_url: candidate.authorUrl,
			comment_content: candidate.content,
			blog_lang: candidate.lang,
			blog_charset: 'UTF-8',
		} );
		try {
			const result = await postWithTimeout(
				`${ this.baseUrl.replace( /\/+$/, '' ) }/1.1/comment-check`,
				body.toString(),
				'application/x-www-form-urlencoded',
				this.timeoutMs
			);
			const answer = result.body.trim();
			if (
				result.status === 200 &&
				( answer === 'true' || answer === 'false' )
			) {
				return answer === 'true' ? 'spam' : 'ham';
			}
			this.onError(
				`spam check answered ${ result.status }: ${ answer.slice( 0, 100 ) }`
			);
		} catch ( error ) {
			this.onError( `spam check failed: ${ errorMessage( error ) }` );
		}
		return 'unknown';
	}
}
