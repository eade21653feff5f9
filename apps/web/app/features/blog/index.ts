export { BlogList, type BlogListData } from './blog-list';
export { BlogIntro } from './blog-intro';
export {
  isBlogCategory,
  parsePage,
  postCategoryLabel,
  postPath,
  postPaths,
  POSTS_PER_PAGE,
  RELATED_FETCHED,
  RELATED_SHOWN,
  toPostCard,
  blogSearch,
} from './blog-data';
export { PostArticle } from './post-article';
export { ArticleHtml } from './post-content';
export { postDescription, postShareImage, postTitle, toPostView } from './post-seo';
export { SamplePostList } from './sample-post-list';
