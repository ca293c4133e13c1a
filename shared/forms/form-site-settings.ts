/**
 * Where the form editor links to in the admin. The site type, the admin URL and the user's
 * capabilities come from the editor's stores (shared/editor-data).
 */

/**
 * The form responses list in the admin (spec §9).
 * @param adminUrl the admin URL, ending with a slash
 */
export function responsesUrl( adminUrl: string ): string {
	return `${ adminUrl }edit.php?post_type=feedback`;
}
