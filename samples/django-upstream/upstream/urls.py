from django.conf import settings
from django.conf.urls.static import static
from django.urls import include, path

urlpatterns = [path("api/v1/", include("loyalty.urls"))]
# Bill images: served by Django itself only with DEBUG (as runserver does); a real deployment has
# its web server or a storage bucket serve /media/.
urlpatterns += static(settings.MEDIA_URL, document_root=settings.MEDIA_ROOT)
