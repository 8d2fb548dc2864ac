// Loaded with import() from src/recipe.js, so every example bundle has one chunk (src_Lazy_js.chunk.bundle).
export default function Lazy() {
  return null;
}
