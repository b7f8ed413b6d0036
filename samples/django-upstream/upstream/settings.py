"""A minimal stand-in for the programme's backend: Django + DRF + simplejwt, their defaults."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

# simplejwt signs its tokens with HS256 and this key by default: give the same to the gateway
# as UPSTREAM_JWT_KEY (or leave that unset and the gateway asks this server about each token).
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "sample-only-not-secret-0123456789abcdefghijklmnop")
DEBUG = os.environ.get("DJANGO_DEBUG", "1") == "1"
# The gateway calls this server with the host of UPSTREAM_API_URL as Host (not the admin's own host
# name) and no X-Forwarded-Host: that host must be allowed.
ALLOWED_HOSTS = [h for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if h]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "rest_framework",
    "loyalty",
]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
]
ROOT_URLCONF = "upstream.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
    }
]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("DJANGO_DB", str(BASE_DIR / "db.sqlite3")),
    }
}
AUTH_USER_MODEL = "loyalty.User"
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
USE_TZ = True
TIME_ZONE = "Asia/Kolkata"
MEDIA_URL = "/media/"
MEDIA_ROOT = BASE_DIR / "media"
# DRF answers file fields as absolute URLs by default; this sample answers /media/... paths unless
# DJANGO_ABSOLUTE_MEDIA=1 (see loyalty/serializers.py and README.md).
ABSOLUTE_MEDIA_URLS = os.environ.get("DJANGO_ABSOLUTE_MEDIA", "0") == "1"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework_simplejwt.authentication.JWTAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAdminUser"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
}
# SIMPLE_JWT is left at simplejwt's defaults (HS256, SECRET_KEY, 5-minute access, 1-day refresh).
