/**
 * jetpack/field-textarea saves nothing but its block comment (a self-closing comment, as Jetpack
 * saves fields); the server renders it for visitors.
 */
export default function save() {
	return null;
}
