/**
 * The sign-in form of /wp-login.php, with WordPress's field names (`log`, `pwd`,
 * `rememberme`, `redirect_to`) and labels.
 */
import { BASE_STYLE, documentPage } from './layout';
import { markup, type SafeHtml } from '../../shared/render/html';

export type LoginFormState = {
	siteTitle: string;
	login?: string;
	redirectTo?: string;
	errors?: SafeHtml[];
	message?: string;
	remember?: boolean;
	/** The login CSRF token (login-csrf.ts). */
	token: string;
};

export function loginFormPage( state: LoginFormState ): string {
	const errors = state.errors ?? [];
	const errorBox = errors.length
		? markup`<div id="login_error" class="notice notice-error" role="alert">${ errors.map(
				( error ) => markup`<p>${ error }</p>`
			) }</div>`
		: '';
	const message = state.message
		? markup`<p class="notice" role="status">${ state.message }</p>`
		: '';
	return documentPage( {
		title: `Log In ‹ ${ state.siteTitle }`,
		head: BASE_STYLE,
		bodyClass: 'login',
		body: markup`<main id="main" class="login">
<h1><a href="/">${ state.siteTitle }</a></h1>
${ errorBox }
${ message }
<form name="loginform" id="loginform" action="/wp-login.php" method="post" aria-label="Log In">
<p><label for="user_login">Username or Email Address</label>
<input type="text" name="log" id="user_login" value="${ state.login ?? '' }" autocomplete="username" required autocapitalize="off"></p>
<p><label for="user_pass">Password</label>
<input type="password" name="pwd" id="user_pass" value="" autocomplete="current-password" required></p>
<p class="remember"><input name="rememberme" type="checkbox" id="rememberme" value="forever"${ state.remember ? markup` checked` : '' }> <label for="rememberme">Remember Me</label></p>
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button" value="Log In">
<input type="hidden" name="redirect_to" value="${ state.redirectTo ?? '/wp-admin/' }">
<input type="hidden" name="_wplogin" value="${ state.token }"></p>
</form>
<p><a href="/">← Go to ${ state.siteTitle }</a></p>
</main>`,
	} );
}
