import datetime
from decimal import Decimal

from django.core.files.base import ContentFile
from django.core.management.base import BaseCommand

from loyalty.models import Bill, BillProduct, Role, User

# A 1x1 transparent PNG, as a bill's image.
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082"
)


class Command(BaseCommand):
    help = "Two staff accounts (owner@example.test, second@example.test), a member and pending bills."

    def add_arguments(self, parser):
        parser.add_argument("--password", default="sample-password")

    def handle(self, *args, password, **options):
        for name in ["architect", "flexible_salesperson", "non_flexible_salesperson"]:
            Role.objects.get_or_create(name=name)
        for email, first, last in [("owner@example.test", "Olivia", "Owner"), ("second@example.test", "Sam", "Second")]:
            if not User.objects.filter(email=email).exists():
                User.objects.create_user(email, password, first_name=first, last_name=last, is_staff=True)
        member, created = User.objects.get_or_create(
            email="member@example.test",
            defaults={"first_name": "Meera", "last_name": "Member", "phone": "9876543210", "firm_name": "Meera Tiles"},
        )
        if created:
            member.set_unusable_password()
            member.save()
        if not Bill.objects.exists():
            for number, amount, dealer in [("INV-1001", "4500.00", "City Ceramics"), ("INV-1002", "250000.00", "Grand Stone")]:
                bill = Bill.objects.create(
                    user=member,
                    invoice_number=number,
                    invoice_date=datetime.date(2026, 4, 2),
                    amount=Decimal(amount),
                    dealer=dealer,
                )
                bill.bill_image.save(f"{number}.png", ContentFile(PNG))
                BillProduct.objects.create(bill=bill, product_name="Vitrified tile 600x600", quantity=40)
        self.stdout.write(f"Staff: owner@example.test, second@example.test (password {password!r}); "
                          f"pending bills: {list(Bill.objects.filter(status='pending').values_list('id', flat=True))}")
