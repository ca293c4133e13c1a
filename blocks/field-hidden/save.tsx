/**
 * jetpack/field-hidden saves only its block comment (name and value are attributes), as
 * Jetpack saves it now; the server prints the hidden input for visitors. Jetpack's earlier
 * `<input type="hidden">` markup is deprecated/v1.
 */
export default function save() {
	return null;
}
